import type { Plugin } from 'vite';
import { installedRewrites } from './installed-rewrites.vite.ts';

/**
 * xstate's module that holds `class StateMachine`, and its development twin: a build resolves the
 * twin when NODE_ENV is not "production" (a build started from Vitest, or `--mode development`).
 */
export const STATE_MACHINE_MODULE =
  /[\\/]xstate[\\/]dist[\\/]StateMachine-[0-9a-f]+(?:\.development)?\.esm\.js$/;

/** The end of StateMachine's constructor: it builds the whole state-node tree at once. */
const TREE_BUILD = `    this.root = new StateNode(config, {
      _key: this.id,
      _machine: this
    });
    this.root._initialize();
    formatRouteTransitions(this.root);
    this.states = this.root.states; // TODO: remove!
    this.events = this.root.events;`;

/** The same steps, run the first time the machine's tree (or its id map) is read. */
const LAZY_TREE_BUILD = `    __treeOnFirstUse(this, () => {
      __settle(this, 'idMap', new Map());
      const root = new StateNode(config, {
        _key: this.id,
        _machine: this
      });
      __settle(this, 'root', root);
      root._initialize();
      formatRouteTransitions(root);
      __settle(this, 'states', root.states);
      __settle(this, 'events', root.events);
    });`;

/**
 * `root`, `states`, `events` and `idMap` start as getters; the first read of any of them builds
 * the tree and turns all four into plain properties. A read during the build (none in xstate
 * 5.33) sees what the eager constructor had at that point: the id map, the root once made,
 * `undefined` for the rest.
 */
const LAZY_TREE_HELPERS = `
function __settle(machine, key, value) {
  Object.defineProperty(machine, key, { value, writable: true, enumerable: true, configurable: true });
}
function __treeOnFirstUse(machine, build) {
  let started = false;
  for (const key of ['root', 'states', 'events', 'idMap']) {
    Object.defineProperty(machine, key, {
      enumerable: true,
      configurable: true,
      get() {
        if (!started) {
          started = true;
          try {
            build();
          } catch (error) {
            // A config that fails to build keeps failing on every use, as it fails eagerly at
            // import: all four go back to getters, none keeps a half-built value.
            __treeOnFirstUse(machine, build);
            throw error;
          }
          return machine[key];
        }
        return undefined;
      },
      set(value) {
        __settle(machine, key, value);
      },
    });
  }
}
`;

/**
 * Every journey's machine is created when its module is imported, and xstate's StateMachine
 * constructor builds the machine's whole tree of state nodes and transitions there and then. The
 * shell's 17 machines did that inside the boot chunk's evaluation, a third of that one long task
 * (issue 6, TBT). Built on first use instead, a machine's tree is made when its first actor is
 * created: inside React's time-sliced first render for the shell's providers, or never on a page
 * that does not use the journey. Behaviour is the same once built.
 *
 * The build fails if an xstate upgrade changes these lines, so the rewrite never silently stops
 * applying (docs/ARCHITECTURE.md, "Machines build their tree on first use").
 */
export function rewriteTreeBuild(code: string): string {
  const found = code.split(TREE_BUILD).length - 1;
  if (found !== 1) {
    throw new Error(
      `xstate's StateMachine constructor: expected its tree build once, found ${found}: review xstate-lazy-tree.vite.ts`,
    );
  }
  return code.replace(TREE_BUILD, LAZY_TREE_BUILD) + LAZY_TREE_HELPERS;
}

/** Build only, like the react-aria rewrites: the dev server and Vitest run xstate untouched. */
export const xstateLazyTree = (): Plugin =>
  installedRewrites('xstate-lazy-tree', [
    {
      module: STATE_MACHINE_MODULE,
      packageModules: /[\\/]node_modules[\\/]xstate[\\/]dist[\\/]/,
      rewrite: rewriteTreeBuild,
    },
  ]);
