import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { rewriteSlotChecks, SLOT_REWRITES } from '../../react-aria-slots.vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const installed = [
  join(packageDir('react-aria'), 'dist/private/utils/useId.mjs'),
  join(packageDir('react-aria'), 'dist/private/utils/useSlot.mjs'),
  join(packageDir('react-aria-components'), 'dist/private/utils.mjs'),
  join(packageDir('react-aria-components'), 'dist/private/TextField.mjs'),
];

describe('the react-aria slot-check rewrites', () => {
  it('each applies to one installed module', () => {
    for (const rewrite of SLOT_REWRITES) {
      expect(installed.filter((file) => rewrite.module.test(file))).toHaveLength(1);
    }
  });

  it.each(installed)('%s: no slot check is left in a layout effect or a ref callback', (file) => {
    const code = readFileSync(file, 'utf8');
    const out = rewriteSlotChecks(file, code) ?? '';
    // Still valid JavaScript.
    expect(() => parseAst(out)).not.toThrow();
    if (file.endsWith('TextField.mjs')) {
      expect(out).toMatch(/queueMicrotask\(\(\) => setInputElementType\(/);
    } else {
      const checks = out.match(/\(0, [\w$]+\)\((updateId, \[|\(\)=>\{\s*if \(!hasRun)/g) ?? [];
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatch(
        file.endsWith('useId.mjs') ? /^\(0, __slotCheckAfterMount\)/ : /^\(0, __slotCheckEffect\)/,
      );
    }
  });

  it('leaves other modules alone', () => {
    expect(
      rewriteSlotChecks('/x/node_modules/react-aria/dist/private/utils/useLayoutEffect.mjs', 'x'),
    ).toBeUndefined();
  });

  it("rewrites only a call of the module's own useLayoutEffect", () => {
    const code =
      'import {useEffect as $a$useEffect} from "react";\n(0, $a$useEffect)(updateId, [id]);';
    expect(() => rewriteSlotChecks(installed[0] ?? '', code)).toThrow(/useLayoutEffect/);
  });

  it('fails loudly when react-aria no longer has the line', () => {
    expect(() => rewriteSlotChecks(installed[0] ?? '', 'export const x = 1;')).toThrow(
      /found 0: review react-aria-slots/,
    );
  });
});
