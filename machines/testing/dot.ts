import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, definedTransitions } from './transitions';

/**
 * Graphviz DOT of a machine, rendered to SVG by `npm run diagrams` (@viz-js/viz, offline).
 * Compound and parallel states are clusters, final states have a double border, and every
 * state's SVG group has the id `state:<path>` so the journey explorer can highlight it live.
 */

const path = (node: AnyStateNode) => node.path.join('.');
const nodeName = (node: AnyStateNode) => `"s:${path(node)}"`;
const clusterName = (node: AnyStateNode) => `"cluster_${path(node)}"`;
const isCompound = (node: AnyStateNode) => Object.keys(node.states).length > 0;

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps at word boundaries so long descriptions stay readable in a box. */
export function wrap(text: string, width = 42): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const invokeSources = (node: AnyStateNode): string[] =>
  (node.invoke ?? []).map((inv: { src: unknown; id: string }) =>
    typeof inv.src === 'string' ? inv.src : inv.id,
  );

function label(node: AnyStateNode, kind?: string): string {
  const parts = [`<b>${html(node.key)}</b>${kind ? ` <i>(${kind})</i>` : ''}`];
  for (const src of invokeSources(node))
    parts.push(`<font point-size="10">invoke: ${html(src)}</font>`);
  const tags = [...(node.tags ?? [])];
  if (tags.length) parts.push(`<font point-size="10">tags: ${html(tags.join(', '))}</font>`);
  if (node.description) {
    for (const line of wrap(node.description))
      parts.push(`<font point-size="9">${html(line)}</font>`);
  }
  return `<${parts.join('<br/>')}>`;
}

/** Readable event of a transition: `after 2s`, `fetchShops done`, `always`, or the type. */
export function transitionEventLabel(eventType: string): string {
  if (eventType === 'always') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone) return `${stateDone[1]!.split('.').slice(1).join('.') || 'machine'} done`;
  return eventType;
}

export function toDot(machine: AnyStateMachine): string {
  const lines = [
    `digraph "${machine.id}" {`,
    '  compound=true; rankdir=TB; nodesep=0.5; ranksep=0.5;',
    '  fontname="Helvetica,Arial,sans-serif";',
    '  node [fontname="Helvetica,Arial,sans-serif" shape=box style="rounded" fontsize=12 margin="0.25,0.08"];',
    '  edge [fontname="Helvetica,Arial,sans-serif" fontsize=10];',
  ];
  const writeInitial = (parent: AnyStateNode, indent: string) => {
    const initial = parent.initial?.target?.[0] as AnyStateNode | undefined;
    if (!initial) return;
    const start = `"initial:${path(parent) || machine.id}"`;
    lines.push(
      `${indent}${start} [shape=circle style=filled fillcolor=black label="" width=0.15];`,
    );
    lines.push(
      `${indent}${start} -> ${nodeName(initial)}${isCompound(initial) ? ` [lhead=${clusterName(initial)}]` : ''};`,
    );
  };
  const writeChildren = (parent: AnyStateNode, indent: string) => {
    if (parent.type !== 'parallel') writeInitial(parent, indent);
    for (const child of Object.values(parent.states) as AnyStateNode[]) {
      const id = `state:${path(child)}`;
      if (isCompound(child)) {
        const kind = child.type === 'parallel' ? 'parallel' : undefined;
        lines.push(`${indent}subgraph ${clusterName(child)} {`);
        lines.push(
          `${indent}  id="${id}"; label=${label(child, kind)}; style="rounded${kind ? ',dashed' : ''}";`,
        );
        // An invisible anchor: edges to and from the cluster attach to it (lhead/ltail).
        lines.push(
          `${indent}  ${nodeName(child)} [shape=point style=invis width=0.01 id="anchor:${path(child)}"];`,
        );
        writeChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        const final = child.type === 'final' ? ' peripheries=2' : '';
        lines.push(
          `${indent}${nodeName(child)} [id="${id}" label=${label(child, child.type === 'final' ? 'final' : undefined)}${final}];`,
        );
      }
    }
  };
  writeChildren(machine.root, '  ');

  const byPath = new Map(allStateNodes(machine).map((node) => [path(node) || '(root)', node]));
  const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);
  // Transitions defined on the machine itself apply in every state: drawn from one
  // "in any state" note so the reader sees them (targetless ones loop back to it).
  const anyState = '"any"';
  let anyStateDrawn = false;
  const nameOf = (node: AnyStateNode) => {
    if (node.path.length > 0) return nodeName(node);
    if (!anyStateDrawn) {
      lines.push(
        `  ${anyState} [shape=note style="" id="state:(any)" label=<<i>in any state</i>> fontsize=11];`,
      );
      anyStateDrawn = true;
    }
    return anyState;
  };
  // A state's transitions back to itself are drawn as one loop listing them, one per line:
  // Graphviz stacks separate loops on one side of the node and their labels overlap.
  const loops = new Map<string, string[]>();
  definedTransitions(machine).forEach((t, index) => {
    const source = byPath.get(t.source);
    if (!source) return;
    const text = transitionEventLabel(t.eventType) + (t.guard ? `\n[${t.guard}]` : '');
    for (const targetPath of t.targets) {
      const target = byPath.get(targetPath);
      if (!target) continue;
      const attrs = [
        `label="${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
      ];
      attrs.push(`id="t${index}"`);
      if (t.eventType === 'always') attrs.push('style=dashed');
      if (/^xstate\.error\./.test(t.eventType)) attrs.push('color="#b42318" fontcolor="#b42318"');
      const fromRoot = source.path.length === 0;
      if (!fromRoot && isCompound(source) && !within(targetPath, t.source) && source !== target) {
        attrs.push(`ltail=${clusterName(source)}`);
      }
      if (
        target.path.length > 0 &&
        isCompound(target) &&
        !within(t.source, targetPath) &&
        source !== target
      ) {
        attrs.push(`lhead=${clusterName(target)}`);
      }
      const [from, to] = [nameOf(source), nameOf(target)];
      if (from === to && t.eventType !== 'always' && !/^xstate\.error\./.test(t.eventType)) {
        loops.set(from, [...(loops.get(from) ?? []), text.replace('\n', ' ')]);
        continue;
      }
      lines.push(`  ${from} -> ${to} [${attrs.join(' ')}];`);
    }
  });
  for (const [node, texts] of loops) {
    const text = texts.join('\n').replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\l');
    lines.push(`  ${node} -> ${node} [label="${text}\\l"];`);
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** Renders DOT to SVG with the WASM Graphviz (lazy: only scripts and the explorer load it). */
export async function renderSvg(dot: string): Promise<string> {
  const { instance } = await import('@viz-js/viz');
  const viz = await instance();
  return viz.renderString(dot, { format: 'svg' });
}
