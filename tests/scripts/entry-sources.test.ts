import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entrySources } from '../../scripts/entry-sources';

/** A project in a temporary folder: path → source. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'entry-sources-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('the sources the entry runs before its first render (Lingui shell catalog)', () => {
  it('follows static imports and re-exports through aliases and relative paths', () => {
    const root = project({
      'src/main.tsx': "import { App } from '@/app/App';\nimport './styles.css';\n",
      'src/app/App.tsx':
        "import {\n  header,\n  footer,\n} from '../ui';\nexport * from './words';\n",
      'src/ui/index.ts': "export { header } from './header';\nimport '@machines/shop';\n",
      'src/ui/header.tsx': 'export const header = 1;\n',
      'src/app/words.ts': 'export const words = 1;\n',
      'machines/shop.ts': 'export const shop = 1;\n',
    });
    expect(entrySources(root)).toEqual([
      'machines/shop.ts',
      'src/app/App.tsx',
      'src/app/words.ts',
      'src/main.tsx',
      'src/ui/header.tsx',
      'src/ui/index.ts',
    ]);
  });

  it('leaves out type-only imports, code loaded later and packages', () => {
    const root = project({
      'src/main.tsx': [
        "import type { Later } from './types';",
        "export type { Other } from './other';",
        "import { useState } from 'react';",
        "const page = () => import('./page');",
        '',
      ].join('\n'),
      'src/types.ts': 'export type Later = 1;\n',
      'src/other.ts': 'export type Other = 1;\n',
      'src/page.tsx': 'export const page = 1;\n',
    });
    expect(entrySources(root)).toEqual(['src/main.tsx']);
  });

  it("leaves a route's page to the router's code splitting, but not the root route", () => {
    const root = project({
      'src/main.tsx': "import { routeTree } from './routeTree.gen';\n",
      'src/routeTree.gen.ts':
        "import { Route as root } from './routes/__root';\nimport { Route as cart } from './routes/cart';\n",
      'src/routes/__root.tsx': "import { Header } from '../Header';\n",
      'src/routes/cart.tsx': "import { CartPage } from '../CartPage';\n",
      'src/Header.tsx': 'export const Header = 1;\n',
      'src/CartPage.tsx': 'export const CartPage = 1;\n',
    });
    expect(entrySources(root)).toEqual([
      'src/Header.tsx',
      'src/main.tsx',
      'src/routeTree.gen.ts',
      'src/routes/__root.tsx',
    ]);
  });

  it("in the shop: the header is in the first render's sources, the cart page is not", () => {
    const sources = entrySources(process.cwd());
    expect(sources).toContain('src/features/shell/Header.tsx');
    expect(sources).not.toContain('src/features/cart/CartPage.tsx');
    expect(sources).not.toContain('src/mocks/demo-api.ts');
  });
});
