import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFeatureImports, featureImports } from '../../scripts/check-feature-imports';

const script = resolve('scripts/check-feature-imports.ts');
const tsx = resolve('node_modules/.bin/tsx');

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const runCheck = () => spawnSync(tsx, [script, root], { encoding: 'utf8' });

/** A tree that keeps the rule: each feature imports its own folder, src/app, src/ui, packages. */
function cleanTree() {
  write('src/features/cart/CartPage.tsx', "import { lines } from './cart-lines';\nexport {};\n");
  write('src/features/cart/cart-lines.ts', 'export const lines = [];\n');
  write(
    'src/features/cart/parts/CartRow.tsx',
    [
      "import { useState } from 'react';",
      "import { lines } from '../cart-lines';",
      "import { CartPage } from '@/features/cart/CartPage';",
      "import { Button } from '@/ui/Button';",
      "import { ListsPreview } from '@/app/parts/lazy-lists';",
      "const Sheet = lazy(() => import('../CartPage'));",
      '// a comment may name @/features/lists/ListsPreview',
      'const text = "import x from \'@/features/lists/ListsPreview\'";',
      '',
    ].join('\n'),
  );
  write(
    'src/features/cart/Cart.module.css',
    '.side {\n  composes: side from "../../ui/Overlay.module.css";\n}\n',
  );
  write('src/features/lists/ListsPreview.tsx', 'export default function ListsPreview() {}\n');
  // src/app is where features meet: it may import any of them.
  write(
    'src/app/parts/lazy-lists.ts',
    "export const ListsPreview = lazy(() => import('@/features/lists/ListsPreview'));\n",
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'feature-imports-'));
  cleanTree();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the feature-imports check', () => {
  it('passes on a tree whose features import only their own folder and shared code', () => {
    expect(featureImports(root)).toEqual([]);
    const run = runCheck();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no imports between them');
  }, 20_000);

  it('fails on a cross-feature import, listing each with its file and line', () => {
    write(
      'src/features/cart/SideCart.tsx',
      [
        "import { Suspense } from 'react';",
        "import ListsPreview from '@/features/lists/ListsPreview';",
        "const Lazy = lazy(() => import('../lists/ListsPreview'));",
        "export { default as Preview } from '@/features/lists/ListsPreview';",
        '',
      ].join('\n'),
    );
    write(
      'src/features/lists/Lists.module.css',
      '.sheet {\n  composes: side from "../cart/Cart.module.css";\n}\n',
    );
    const found = featureImports(root);
    expect(found).toEqual([
      {
        file: 'src/features/cart/SideCart.tsx',
        line: 2,
        specifier: '@/features/lists/ListsPreview',
        from: 'cart',
        to: 'lists',
      },
      {
        file: 'src/features/cart/SideCart.tsx',
        line: 3,
        specifier: '../lists/ListsPreview',
        from: 'cart',
        to: 'lists',
      },
      {
        file: 'src/features/cart/SideCart.tsx',
        line: 4,
        specifier: '@/features/lists/ListsPreview',
        from: 'cart',
        to: 'lists',
      },
      {
        file: 'src/features/lists/Lists.module.css',
        line: 2,
        specifier: '../cart/Cart.module.css',
        from: 'lists',
        to: 'cart',
      },
    ]);
    expect(describeFeatureImports(found)).toContain(
      "src/features/cart/SideCart.tsx:2  '@/features/lists/ListsPreview' (cart imports from lists)",
    );

    const run = runCheck();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('src/features/cart/SideCart.tsx:3');
    expect(run.stderr).toContain('4 import(s) between feature folders');
  }, 20_000);
});
