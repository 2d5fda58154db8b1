import { describe, expect, it } from 'vitest';
import { installedRewrites } from '../../installed-rewrites.vite';

type Hooks = {
  buildStart: () => void;
  transform: (code: string, id: string) => { code: string } | null;
  buildEnd: (error?: Error) => void;
};

const plugin = () =>
  installedRewrites('demo-rewrites', [
    {
      module: /[\\/]pkg[\\/]dist[\\/]a\.js$/,
      packageModules: /[\\/]pkg[\\/]dist[\\/]/,
      rewrite: (code) => code.replace('slow()', 'fast()'),
    },
    {
      module: /[\\/]pkg[\\/]dist[\\/]a\.js$/,
      packageModules: /[\\/]pkg[\\/]dist[\\/]/,
      rewrite: (code) => `/* checked */\n${code}`,
    },
  ]) as unknown as Hooks;

describe('installedRewrites', () => {
  it('applies every rewrite of a module, in order, and leaves other modules alone', () => {
    const hooks = plugin();
    hooks.buildStart();
    expect(hooks.transform('slow();', '/x/node_modules/pkg/dist/a.js')?.code).toBe(
      '/* checked */\nfast();',
    );
    expect(hooks.transform('slow();', '/x/node_modules/pkg/dist/b.js')).toBeNull();
    expect(() => hooks.buildEnd()).not.toThrow();
  });

  it('fails the build when the package is bundled but the module never came by', () => {
    const hooks = plugin();
    hooks.buildStart();
    hooks.transform('x', '/x/node_modules/pkg/dist/b.js');
    expect(() => hooks.buildEnd()).toThrow(/demo-rewrites: the package is bundled but no module/);
  });

  it('says nothing when the package is not in the build, or the build already failed', () => {
    const hooks = plugin();
    hooks.buildStart();
    hooks.transform('x', '/x/src/main.ts');
    expect(() => hooks.buildEnd()).not.toThrow();
    hooks.transform('x', '/x/node_modules/pkg/dist/b.js');
    expect(() => hooks.buildEnd(new Error('earlier'))).not.toThrow();
  });

  it('starts each build afresh (watch mode rebuilds)', () => {
    const hooks = plugin();
    hooks.buildStart();
    hooks.transform('slow();', '/x/node_modules/pkg/dist/a.js');
    hooks.buildStart();
    hooks.transform('x', '/x/node_modules/pkg/dist/b.js');
    expect(() => hooks.buildEnd()).toThrow(/no module matched/);
  });
});
