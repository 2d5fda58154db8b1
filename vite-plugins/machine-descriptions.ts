import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The ESTree nodes this plugin reads (what `this.parse` and acorn give). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A machine's statechart file: `machines/<id>/<id>.machine.ts`. */
export const isMachineFile = (id: string): boolean =>
  /[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/.test(id.split('?')[0] ?? '');

const isText = (node: Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);

/** Every `description: '…'` property (a string, not computed) in the program, in source order. */
function descriptions(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object' || typeof (value as Node).type !== 'string') return;
    const node = value as Node;
    const key = node.key as Node | undefined;
    if (
      node.type === 'Property' &&
      !node.computed &&
      key?.type === 'Identifier' &&
      key.name === 'description' &&
      isText(node.value as Node)
    ) {
      found.push(node);
      return;
    }
    for (const [name, child] of Object.entries(node)) {
      if (name !== 'type' && name !== 'start' && name !== 'end') visit(child);
    }
  };
  visit(program);
  return found;
}

/**
 * The machine's JavaScript without its states' and transitions' `description` texts (and the
 * comma after each). They are the statecharts' documentation: the diagrams (`npm run
 * diagrams`), the Stately visualizer and the live inspector of `npm run dev` read them from the
 * source; the shop's bundle never does. Null when there is none.
 */
export function withoutDescriptions(
  code: string,
  program: Node,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const found = descriptions(program);
  if (!found.length) return null;
  const text = new MagicString(code);
  for (const node of found) {
    const comma = /^\s*,/.exec(code.slice(node.end));
    text.remove(node.start, node.end + (comma ? comma[0].length : 0));
  }
  return { code: text.toString(), map: text.generateMap({ hires: true }) };
}

/**
 * Builds (the shop's bundles and the prerender) ship the machines without their descriptions:
 * measured 3.7 KB gzip of the boot chunk (`npm run size`). The dev server keeps them for the
 * inspector. Runs after Vite has made the TypeScript JavaScript.
 */
export const machineDescriptions = (): Plugin => ({
  name: 'machine-descriptions',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!isMachineFile(id)) return null;
    return withoutDescriptions(code, this.parse(code) as unknown as Node);
  },
});
