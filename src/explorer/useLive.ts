import { useEffect, useState } from 'react';
import { journeysChannel, type LiveMessage, type LiveSnapshot } from './channel';

/**
 * The latest snapshot of every machine actor of the shop running in another tab (demo and
 * dev builds broadcast them, see src/app/inspect.ts), keyed by actor. Says hello on open so
 * an already running shop sends what it has.
 */
export function useLiveSnapshots(): Map<string, LiveSnapshot> {
  const [live, setLive] = useState(() => new Map<string, LiveSnapshot>());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(journeysChannel);
    channel.onmessage = (message: MessageEvent<LiveMessage>) => {
      const data = message.data;
      if (data?.kind !== 'snapshot') return;
      setLive((previous) => new Map(previous).set(data.actor, data));
    };
    channel.postMessage({ kind: 'hello' } satisfies LiveMessage);
    return () => channel.close();
  }, []);
  return live;
}
