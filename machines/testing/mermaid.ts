import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, definedTransitions } from './transitions';

const idOf = (node: AnyStateNode) => node.path.join('__') || 'root';
const pathOf = (id: string) => id.replace(/\./g, '__');

const eventLabel = (eventType: string): string => {
  if (eventType === 'always') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  return eventType;
};

/** Mermaid `stateDiagram-v2` of a machine: nested, parallel and final states, guards, delays. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const writeNode = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    children.forEach((child, index) => {
      const id = idOf(child);
      lines.push(`${indent}state "${child.key}" as ${id}`);
      if (child.description) {
        lines.push(`${indent}note right of ${id}: ${child.description.replace(/[;:]/g, ',')}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${id} {`);
        writeNode(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
    });
  };
  writeNode(machine.root, '  ');
  for (const t of definedTransitions(machine)) {
    const label = eventLabel(t.eventType) + (t.guard ? ` [${t.guard}]` : '');
    for (const target of t.targets) {
      lines.push(`  ${pathOf(t.source)} --> ${pathOf(target)} : ${label}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export const stateCount = (machine: AnyStateMachine) =>
  allStateNodes(machine).filter((node) => node.path.length > 0).length;
