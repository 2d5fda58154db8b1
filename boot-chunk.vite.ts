import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The modules the shop's entry runs before its first render, recorded by `npm run boot-chunk`. */
export const BOOT_MODULES_FILE = 'boot-chunk.modules.json';

/**
 * Besides the entry chunk itself (`main` in the demo build, `index` otherwise), the chunks the
 * entry may load when the list is current: the boot chunk and Rolldown's runtime.
 */
export const BOOT_CHUNK_NAMES = ['boot', 'rolldown-runtime'];

/** Module ids relative to the project, so the list holds in any clone. */
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

/**
 * One chunk for everything the shop's entry imports statically. Left to itself Rolldown gives
 * each module the entry shares with a lazy route a chunk of its own (rolldown#10731): the entry's
 * static graph was 17 chunks, 6 imports deep, and without modulepreload links the browser finds
 * each level only after parsing the one above, one round trip per level, before any of the
 * shop's code runs.
 *
 * Which modules those are is known only after chunking, so `npm run boot-chunk` records them
 * (a build without this group) into boot-chunk.modules.json, and every other build puts exactly
 * those into one chunk. When the list is stale the build warns: the entry loads a chunk other
 * than the boot chunk and Rolldown's runtime (`npm run size` then fails too), or a listed module
 * is no longer imported by the entry.
 */
export const bootChunk = (): Plugin => {
  const recording = process.env.BOOT_CHUNK_RECORD === '1';
  let root = process.cwd();
  let listed = new Set<string>();
  // The entry's own module (it starts the shop) and the global styles stay in the entry chunk:
  // the demo build's journey explorer imports this chunk for the machines it shares with the shop.
  const staysInEntry = /^(index\.html|src\/main\.tsx|src\/styles\/.*)$/;
  const imports = new Map<string, readonly string[]>();
  const chunkOf = (id: string): string | null => {
    const key = moduleKey(root, id);
    return listed.has(key) && !staysInEntry.test(key) ? 'boot' : null;
  };
  return {
    name: 'boot-chunk',
    // The browser's build only: the prerender's server build (site-files.vite.ts) has no boot.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config(config) {
      root = resolve(config.root ?? process.cwd());
      const file = resolve(root, BOOT_MODULES_FILE);
      if (recording || !existsSync(file)) return;
      listed = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: chunkOf, debugName: 'boot' }] } },
          },
        },
      };
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    generateBundle(_options, bundle) {
      const closure = entryClosure(bundle);
      if (recording) {
        const modules = closure.flatMap((chunk) =>
          chunk.moduleIds.map((id) => moduleKey(root, id)),
        );
        writeFileSync(
          resolve(root, BOOT_MODULES_FILE),
          `${JSON.stringify(modules.sort(), null, 2)}\n`,
        );
        this.info(`recorded the ${modules.length} modules of ${closure.length} entry chunks`);
      } else {
        const [entry, ...imported] = closure;
        const extra = imported.filter(
          // (A chunk of global styles only is Vite's to drop once their CSS is extracted.)
          (chunk) =>
            !BOOT_CHUNK_NAMES.includes(chunk.name) &&
            !chunk.moduleIds.every((id) => /\.css$/.test(id)),
        );
        if (extra.length > 0)
          this.warn(
            `the entry also loads ${extra.map((chunk) => chunk.fileName).join(', ')}: ${BOOT_MODULES_FILE} is stale, run npm run boot-chunk`,
          );
        // The other direction: a listed module the entry no longer imports would still be loaded
        // (and run) before the first render.
        const reachable = staticallyReachable(imports, entry?.facadeModuleId ?? '');
        const gone = [...imports.keys()].filter(
          (id) => listed.has(moduleKey(root, id)) && !reachable.has(id),
        );
        if (gone.length > 0)
          this.warn(
            `${gone.length} listed modules are no longer imported by the entry (${gone
              .slice(0, 3)
              .map((id) => moduleKey(root, id))
              .join(', ')}…): ${BOOT_MODULES_FILE} is stale, run npm run boot-chunk`,
          );
      }
    },
  };
};

/** Every module reachable from `entry` through static imports (barrels included: an over-count). */
export function staticallyReachable(
  imports: ReadonlyMap<string, readonly string[]>,
  entry: string,
): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reached.has(id) || !imports.has(id)) continue;
    reached.add(id);
    queue.push(...(imports.get(id) ?? []));
  }
  return reached;
}
