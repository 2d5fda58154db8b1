import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryClosure, moduleKey } from '../../vite-plugins/boot-chunk';

const chunk = (fileName: string, name: string, imports: string[], facade?: string) =>
  ({
    type: 'chunk',
    fileName,
    name,
    imports,
    isEntry: facade !== undefined,
    facadeModuleId: facade ?? null,
    moduleIds: [],
  }) as unknown as Rolldown.OutputChunk;

describe('the boot chunk', () => {
  it("follows the shop entry's static imports, not the explorer's", () => {
    const bundle = {
      'main.js': chunk('main.js', 'main', ['boot.js', 'runtime.js'], '/p/index.html'),
      'boot.js': chunk('boot.js', 'boot', ['runtime.js']),
      'runtime.js': chunk('runtime.js', 'rolldown-runtime', []),
      'journeys.js': chunk('journeys.js', 'journeys', ['boot.js', 'viz.js'], '/p/journeys.html'),
      'viz.js': chunk('viz.js', 'viz', []),
    } as unknown as Rolldown.OutputBundle;
    expect(entryClosure(bundle).map((c) => c.fileName)).toEqual([
      'main.js',
      'boot.js',
      'runtime.js',
    ]);
  });

  it('keys modules by their path in the project, so its messages hold in any clone', () => {
    expect(moduleKey('/tmp/clone', '/tmp/clone/src/main.tsx')).toBe('src/main.tsx');
    expect(moduleKey('/tmp/clone', '/tmp/clone/node_modules/react/index.js')).toBe(
      'node_modules/react/index.js',
    );
    expect(moduleKey('/tmp/clone', '\0rolldown/runtime.js')).toBe('\0rolldown/runtime.js');
  });
});
