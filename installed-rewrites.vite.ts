import type { Plugin } from 'vite';

/**
 * A build-time rewrite of one module of an installed package (react-aria-locale.vite.ts,
 * react-aria-slots.vite.ts, xstate-lazy-tree.vite.ts). `rewrite` throws when the module no longer
 * holds the lines it expects; this plugin adds the other half of that guard: a build that bundles
 * the package but never meets the module (renamed in an upgrade) fails too, so no rewrite can
 * silently stop applying.
 */
export interface InstalledRewrite {
  /** The module rewritten, by its resolved path. */
  module: RegExp;
  /** Any module of the package: one of them in the build means `module` should be there too. */
  packageModules: RegExp;
  rewrite: (code: string, id: string) => string;
}

/** Module `id`'s code with the group's rewrites for it applied in order; `undefined` if none is. */
export function applyInstalledRewrites(
  rewrites: readonly InstalledRewrite[],
  id: string,
  code: string,
): string | undefined {
  let out: string | undefined;
  for (const entry of rewrites) if (entry.module.test(id)) out = entry.rewrite(out ?? code, id);
  return out;
}

/** The plugin for a group of rewrites; build only (the dev server keeps packages untouched). */
export function installedRewrites(name: string, rewrites: readonly InstalledRewrite[]): Plugin {
  let met = new Set<InstalledRewrite>();
  let bundled = new Set<InstalledRewrite>();
  return {
    name,
    apply: 'build',
    buildStart() {
      met = new Set();
      bundled = new Set();
    },
    transform(code, id) {
      for (const entry of rewrites) {
        if (entry.packageModules.test(id)) bundled.add(entry);
        if (entry.module.test(id)) met.add(entry);
      }
      const out = applyInstalledRewrites(rewrites, id, code);
      return out === undefined ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = rewrites.filter((entry) => bundled.has(entry) && !met.has(entry));
      if (missed.length) {
        throw new Error(
          `${name}: the package is bundled but no module matched ${missed.map((entry) => entry.module).join(', ')}: review the rewrite`,
        );
      }
    },
  };
}
