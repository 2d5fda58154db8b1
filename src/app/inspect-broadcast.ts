import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { journeysChannel, type LiveMessage, type LiveSnapshot } from '@/explorer/channel';

/**
 * Demo builds only (lazy chunk): posts every machine actor's snapshot to the journey explorer
 * (`/__journeys`, any tab of the same origin) and answers an explorer's hello with the latest.
 */
export function createBroadcaster(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(journeysChannel);
  const latest = new Map<string, LiveSnapshot>();
  channel.onmessage = (message: MessageEvent<LiveMessage>) => {
    if (message.data?.kind === 'hello') for (const s of latest.values()) channel.postMessage(s);
  };
  return {
    next: (event) => {
      if (event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as { value?: unknown; status?: string };
      const ref = event.actorRef as AnyActorRef & { logic?: { id?: string }; systemId?: string };
      if (snapshot.value === undefined || !ref.logic?.id) return; // machines only
      const live: LiveSnapshot = {
        kind: 'snapshot',
        machine: ref.logic.id,
        actor: ref.systemId ?? ref.sessionId,
        value: JSON.parse(JSON.stringify(snapshot.value)),
        status: snapshot.status ?? 'active',
        event: event.event.type,
      };
      latest.set(live.actor, live);
      channel.postMessage(live);
    },
  };
}
