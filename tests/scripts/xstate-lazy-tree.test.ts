import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, assign as Assign, createActor as CreateActor } from 'xstate';
import {
  rewriteTreeBuild,
  STATE_MACHINE_MODULE,
  xstateLazyTree,
} from '../../xstate-lazy-tree.vite';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('xstate/package.json')), 'dist');
const targets = readdirSync(dist)
  .map((name) => join(dist, name))
  .filter((file) => STATE_MACHINE_MODULE.test(file));
/** The production module, which `npm run build` bundles. */
const production = targets.find((file) => !/development/.test(file)) ?? '';

type StateMachineClass = new (config: unknown, implementations?: unknown) => AnyStateMachine;
const esm = (file: string) => import(/* @vite-ignore */ pathToFileURL(file).href);

/** The installed module, rewritten, importable from a temporary directory. */
async function patchedStateMachine(): Promise<StateMachineClass> {
  const file = production;
  const out = rewriteTreeBuild(readFileSync(file, 'utf8')).replaceAll(
    "from './",
    `from '${pathToFileURL(dist).href}/`,
  );
  const copy = join(mkdtempSync(join(tmpdir(), 'xstate-lazy-')), 'StateMachine.mjs');
  writeFileSync(copy, out);
  return (await esm(copy)).S;
}

/** A small machine with the parts the tree build resolves: nested states, ids, guards, after. */
const config = {
  id: 'counter',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { add: { target: 'counting', actions: 'bump' } } },
    counting: {
      id: 'counting',
      initial: 'low',
      states: { low: { always: { guard: 'full', target: '#counter.done' } } },
      on: { add: { actions: 'bump' }, reset: '#counter.idle' },
      after: { 1000: '#counter.idle' },
    },
    done: { type: 'final' },
  },
};
type Context = { context: { count: number } };
/** xstate's own production build (createActor, assign), beside the module under test. */
const xstate = async () => esm(join(dist, 'xstate.esm.js'));
const implementationsFrom = ({ assign }: { assign: typeof Assign }) => ({
  actions: { bump: assign({ count: ({ context }: Context) => context.count + 1 }) },
  guards: { full: ({ context }: Context) => context.count >= 2 },
});

describe('the xstate lazy tree rewrite', () => {
  it('applies to the installed module and its development twin, each once', () => {
    expect(targets).toHaveLength(2);
    expect(targets.filter((file) => /development/.test(file))).toHaveLength(1);
    for (const file of targets) {
      expect(() => parseAst(rewriteTreeBuild(readFileSync(file, 'utf8')))).not.toThrow();
    }
  });

  it('builds no state node until the machine is used, then behaves as the eager one', async () => {
    const StateMachine = await patchedStateMachine();
    const { createActor, assign } = (await xstate()) as {
      createActor: typeof CreateActor;
      assign: typeof Assign;
    };
    const implementations = implementationsFrom({ assign });
    const machine = new StateMachine(config, implementations);
    expect(Object.getOwnPropertyDescriptor(machine, 'root')?.get).toBeTypeOf('function');
    // The untouched module, from the same production build.
    const Eager: StateMachineClass = (await esm(production)).S;
    const eager = new Eager(config, implementations);

    const run = (logic: AnyStateMachine) => {
      const actor = createActor(logic).start();
      const seen = [JSON.stringify(actor.getSnapshot().value)];
      for (const type of ['add', 'add', 'reset', 'add', 'add', 'add']) {
        actor.send({ type });
        seen.push(`${JSON.stringify(actor.getSnapshot().value)}:${actor.getSnapshot().status}`);
      }
      actor.stop();
      return seen;
    };
    expect(run(machine)).toEqual(run(eager));
    expect(Object.getOwnPropertyDescriptor(machine, 'root')?.value).toBe(machine.root);
    expect(machine.getStateNodeById('counting').key).toBe('counting');
    expect(Object.keys(machine.states)).toEqual(['idle', 'counting', 'done']);
    expect(JSON.stringify(machine.toJSON())).toBe(JSON.stringify(eager.toJSON()));
  });

  it('builds on a lookup by id alone, and each provided copy builds its own tree', async () => {
    const StateMachine = await patchedStateMachine();
    const machine = new StateMachine(config);
    expect(machine.getStateNodeById('counting').id).toBe('counting');
    const copy = machine.provide({});
    expect(Object.getOwnPropertyDescriptor(copy, 'root')?.get).toBeTypeOf('function');
    expect(copy.root).not.toBe(machine.root);
    expect(copy.root.machine).toBe(copy);
  });

  it('a config that cannot be built fails on every use, with nothing half-built kept', async () => {
    const StateMachine = await patchedStateMachine();
    const machine = new StateMachine({
      id: 'broken',
      initial: 'a',
      states: { a: { on: { go: 'nowhere' } } },
    });
    expect(() => machine.root).toThrow(/nowhere/);
    expect(() => machine.getStateNodeById('broken.a')).toThrow(/nowhere/);
    for (const key of ['root', 'states', 'events', 'idMap']) {
      expect(Object.getOwnPropertyDescriptor(machine, key)?.get).toBeTypeOf('function');
    }
  });

  it('fails the build when xstate is bundled but its StateMachine module was never met', () => {
    const plugin = xstateLazyTree() as unknown as {
      buildStart: () => void;
      transform: (code: string, id: string) => unknown;
      buildEnd: (error?: Error) => void;
    };
    plugin.buildStart();
    plugin.transform('export {}', '/p/node_modules/xstate/dist/xstate.esm.js');
    expect(() => plugin.buildEnd()).toThrow(
      /xstate-lazy-tree: the package is bundled but no module/,
    );
    plugin.buildStart();
    plugin.transform('export {}', '/p/node_modules/xstate/dist/xstate.esm.js');
    plugin.transform(readFileSync(production, 'utf8'), production);
    expect(() => plugin.buildEnd()).not.toThrow();
  });

  it('fails loudly when xstate no longer has the lines', () => {
    expect(() => rewriteTreeBuild('export class StateMachine {}')).toThrow(
      /found 0: review xstate-lazy-tree/,
    );
  });
});
