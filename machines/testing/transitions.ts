import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A transition of the machine definition, named so people and coverage reports can read it. */
export interface DefinedTransition {
  /** Stable key: `source --event[#branch]--> targets`. */
  key: string;
  source: string;
  eventType: string;
  /** Index among the branches of the same event on the same state (guarded alternatives). */
  branch: number;
  targets: string[];
  guard?: string;
}

interface Definition {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

const stateId = (node: AnyStateNode) => node.path.join('.') || '(root)';

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return out;
}

/** Key for one transition definition as XState reports it in `@xstate.microstep` events. */
export function transitionKey(transition: {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
}): string {
  const source = transition.source;
  const siblings =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const branch = siblings.findIndex(
    (t: { target?: readonly AnyStateNode[] | undefined; eventType: string }) =>
      t === transition || (t.eventType === transition.eventType && t.target === transition.target),
  );
  const targets = (transition.target ?? [source]).map(stateId).join(',');
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  return `${stateId(source)} --${event}${branch > 0 ? `#${branch}` : ''}--> ${targets}`;
}

const guardName = (guard: unknown): string | undefined => {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
};

/** Every transition the machine defines: `on`, `after`, invoke done/error and `always`. */
export function definedTransitions(machine: AnyStateMachine): DefinedTransition[] {
  const out: DefinedTransition[] = [];
  for (const node of allStateNodes(machine)) {
    const groups: [string, readonly Definition[]][] = [...node.transitions.entries()];
    if (node.always?.length) groups.push(['', node.always]);
    for (const [eventType, list] of groups) {
      list.forEach((t, branch) => {
        out.push({
          key: transitionKey(t),
          source: stateId(node),
          eventType: eventType === '' ? 'always' : eventType,
          branch,
          targets: (t.target ?? [node]).map(stateId),
          guard: guardName(t.guard),
        });
      });
    }
  }
  return out;
}

/** Every state of the machine except the root, by path (`checkout.paying`). */
export const definedStates = (machine: AnyStateMachine): string[] =>
  allStateNodes(machine)
    .filter((node) => node.path.length > 0)
    .map(stateId);
