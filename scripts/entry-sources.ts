import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/**
 * An import or re-export at the start of a line, with what it names (`from '…'`) or bare
 * (`import './x.css'`); type-only ones (`import type`, `export type`) run nothing and are left
 * out, as are `import()` calls (code loaded later).
 */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The project's file an import names, or null (a package, a stylesheet, an asset). */
function resolveImport(root: string, from: string, specifier: string): string | null {
  const path = specifier.split('?')[0] as string;
  const base = path.startsWith('@/')
    ? resolve(root, 'src', path.slice(2))
    : path.startsWith('@machines/')
      ? resolve(root, 'machines', path.slice('@machines/'.length))
      : path.startsWith('.')
        ? resolve(from, '..', path)
        : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return null;
}

/**
 * A route's file: the router's build plugin splits its component and loader, with what they
 * import, into chunks loaded with the route (vite.config.ts, `autoCodeSplitting`).
 */
const lazyRoute = (root: string, file: string): boolean =>
  relative(root, file).startsWith('src/routes/') && !file.endsWith('/__root.tsx');

/**
 * The project's own modules the shop's entry runs before its first render: every TypeScript
 * file `entry` reaches through static imports, as paths from `root` (`src/app/visit.tsx`). Read
 * from the sources, so it is current on every run: Lingui's shell catalog is their messages
 * (lingui.config.ts).
 */
export function entrySources(root: string, entry = 'src/main.tsx'): string[] {
  const reached = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file) || lazyRoute(root, file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolveImport(root, file, specifier as string);
      if (target !== null) queue.push(target);
    }
  }
  return [...reached].map((file) => relative(root, file)).sort();
}
