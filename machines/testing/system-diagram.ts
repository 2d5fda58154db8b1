import type { AnyStateMachine } from 'xstate';
import { wrap } from './dot';

/**
 * How the journeys of the visit connect, read from the root machine (machines/visit): each
 * transition of its root is a rule; who sends its event is read from the event's `source.` part
 * (the naming convention of events), and whom it concerns from the `sendTo` actions it runs.
 */
export interface SystemRule {
  event: string;
  description: string;
  from: string;
  to: string[];
}

/** Who sends an event, by the first part of its type. */
const senders: Record<string, string> = {
  selection: 'selection',
  consent: 'consent',
  session: 'session',
  checkout: 'cart views (press)',
  checkoutPress: 'cart views (press)',
  order: 'checkout page',
  loginGate: 'menu and list views',
  chatbot: 'chat widget',
  tab: 'other tabs',
  page: 'this page',
  locale: 'this page',
  api: 'this page',
};

export function systemRules(machine: AnyStateMachine): SystemRule[] {
  const rules: SystemRule[] = [];
  const nodes = [machine.root, ...Object.values(machine.root.states)];
  for (const [event, definitions] of nodes.flatMap((node) => [...node.transitions])) {
    // The loader's own done and error events are the press's loading, not a rule between journeys.
    if (event.startsWith('xstate.')) continue;
    for (const definition of definitions) {
      const to = definition.actions.map((action: unknown) => {
        const sent = action as { type?: string; to?: unknown };
        // A journey it sends to, or the visit's own context (the open login gate).
        return sent.type === 'xstate.sendTo' && typeof sent.to === 'string' ? sent.to : machine.id;
      });
      rules.push({
        event,
        description: definition.description ?? '',
        from: senders[event.split('.')[0]!] ?? 'app',
        // A transition without actions changes the visit's own state (loading the press).
        to: to.length ? [...new Set(to)] : [machine.id],
      });
    }
  }
  return rules;
}

/** The journeys of the visit: invoked by the root with a systemId, or spawned and told events. */
export const systemJourneys = (machine: AnyStateMachine): string[] => [
  ...new Set([
    ...(machine.root.invoke ?? [])
      .filter((invoke: { systemId?: string }) => invoke.systemId)
      .map((invoke: { systemId?: string }) => invoke.systemId!),
    ...systemRules(machine)
      .flatMap((rule) => rule.to)
      .filter((id) => id !== machine.id),
  ]),
];

const quote = (text: string) => `"${text.replace(/"/g, '\\"')}"`;

/** Graphviz: senders on the left, one box per rule, the journeys it tells on the right. */
export function systemDot(machine: AnyStateMachine): string {
  const rules = systemRules(machine);
  const journeys = new Set(systemJourneys(machine));
  const lines = [
    'digraph visit {',
    '  rankdir=LR; node [fontname="Helvetica" fontsize=11]; edge [fontname="Helvetica" fontsize=9];',
    `  subgraph cluster_visit { label=${quote(`${machine.id}: the visit's actor system`)}; style=rounded;`,
    ...[...journeys].map(
      (id) =>
        `    ${quote(`j:${id}`)} [label=${quote(id)} shape=box style="rounded,filled" fillcolor="#e8f1fb"];`,
    ),
    '  }',
  ];
  lines.push(
    `  ${quote(`j:${machine.id}`)} [label=${quote(`${machine.id} (its own context)`)} shape=box style="rounded,dashed"];`,
  );
  const outside = new Set(rules.map((rule) => rule.from).filter((from) => !journeys.has(from)));
  for (const from of outside) {
    lines.push(`  ${quote(`j:${from}`)} [label=${quote(from)} shape=note];`);
  }
  rules.forEach((rule, i) => {
    const text = rule.description
      ? `${rule.event}\\n${wrap(rule.description, 38).join('\\n')}`
      : rule.event;
    lines.push(`  ${quote(`r:${i}`)} [label=${quote(text)} shape=box fontsize=9];`);
    lines.push(`  ${quote(`j:${rule.from}`)} -> ${quote(`r:${i}`)};`);
    for (const to of rule.to) lines.push(`  ${quote(`r:${i}`)} -> ${quote(`j:${to}`)};`);
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** The same rules as a Markdown table. */
export const systemTable = (machine: AnyStateMachine): string =>
  [
    '| Event | Sent by | Tells | Rule |',
    '|---|---|---|---|',
    ...systemRules(machine).map(
      (rule) =>
        `| \`${rule.event}\` | ${rule.from} | ${rule.to.join(', ')} | ${rule.description} |`,
    ),
  ].join('\n');
