import { relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Besides the entry chunk itself (`main` in the demo build, `index` otherwise), the chunks the
 * entry loads: the boot chunk and Rolldown's runtime.
 */
export const BOOT_CHUNK_NAMES = ['boot', 'rolldown-runtime'];

/** Module ids relative to the project, for messages that hold in any clone. */
export const moduleKey = (root: string, id: string): string =>
  id.startsWith(`${root}/`) ? relative(root, id) : id;

/** The chunks `index.html`'s script loads before it runs: its entry and all it imports statically. */
export function entryClosure(bundle: OutputBundle, html = 'index.html'): OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(html));
  const closure: OutputChunk[] = [];
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || closure.includes(chunk)) return;
    closure.push(chunk);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  visit(entry);
  return closure;
}

/** The shop's entry module, whose static imports seed the boot chunk. */
export const SHOP_ENTRY = 'src/main.tsx';

/**
 * One chunk for everything the shop's entry imports statically. Left to itself Rolldown gives
 * each module the entry shares with a lazy route a chunk of its own (rolldown#10731): the entry's
 * static graph was 17 chunks, 6 imports deep, and without modulepreload links the browser finds
 * each level only after parsing the one above, one round trip per level, before any of the
 * shop's code runs.
 *
 * The group captures the modules `src/main.tsx` imports, and Rolldown adds what they import in
 * turn, as it links them (a group's `includeDependenciesRecursively`, on by default): after its
 * tree shaking, so a package's index brings only what is used. Nothing is listed by hand; the
 * build warns if the entry still loads a chunk besides this one and Rolldown's runtime (`npm run
 * size` then fails too).
 */
export const bootChunk = (): Plugin => {
  let root = process.cwd();
  // The entry's own module (it starts the shop) and the global styles stay in the entry chunk:
  // the demo build's journey explorer imports this chunk for the machines it shares with the shop.
  const staysInEntry = /^(index\.html|src\/main\.tsx|src\/styles\/.*)$/;
  let seeds: ReadonlySet<string> = new Set();
  const chunkOf = (id: string): string | null =>
    seeds.has(id) && !staysInEntry.test(moduleKey(root, id)) ? 'boot' : null;
  return {
    name: 'boot-chunk',
    // The browser's build only: the prerender's server build (site-files.ts) has no boot.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config(config) {
      root = resolve(config.root ?? process.cwd());
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: chunkOf, debugName: 'boot' }] } },
          },
        },
      };
    },
    moduleParsed(info) {
      if (info.id === resolve(root, SHOP_ENTRY)) seeds = new Set(info.importedIds);
    },
    generateBundle(_options, bundle) {
      const [, ...imported] = entryClosure(bundle);
      const extra = imported.filter(
        // (A chunk of global styles only is Vite's to drop once their CSS is extracted.)
        (chunk) =>
          !BOOT_CHUNK_NAMES.includes(chunk.name) &&
          !chunk.moduleIds.every((id) => /\.css$/.test(id)),
      );
      if (extra.length > 0)
        this.warn(
          `the entry also loads ${extra.map((chunk) => chunk.fileName).join(', ')} besides the boot chunk: one more round trip before the shop runs`,
        );
    },
  };
};
