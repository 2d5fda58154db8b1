import { describe, expect, it } from 'vitest';
import { REDIRECTS, routeScripts, shellWithScripts } from '../../prerender/prerender-pages';
import type { Manifest } from '../../scripts/vite-manifest';

/** A build: the entry and its boot chunk, /search's split chunks, the API client, the catalogs. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    imports: ['_boot.js'],
    dynamicImports: ['src/routes/search.tsx?tsr-split=loader'],
  },
  '_boot.js': { file: 'assets/boot.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_boot.js'] },
  'src/routes/search.tsx?tsr-split=loader': {
    file: 'assets/search-loader.js',
    imports: ['_api.js', '_boot.js'],
  },
  'src/routes/search.tsx?tsr-split=component': {
    file: 'assets/search.js',
    imports: ['_card.js'],
    css: ['assets/search.css'],
  },
  '_card.js': { file: 'assets/card.js', imports: ['_boot.js'] },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js' },
  'src/i18n/locales/el/shell.po': { file: 'assets/shell-el.js' },
  'src/i18n/locales/el/messages.po': { file: 'assets/messages-el.js' },
  'src/i18n/locales/en/shell.po': { file: 'assets/shell-en.js' },
  'src/i18n/locales/en/messages.po': { file: 'assets/messages-en.js' },
};

describe("a client-rendered page's own shell", () => {
  it("preloads the entry's imports first, then its language's catalogs, then its route's chunks", () => {
    const scripts = routeScripts(manifest, 'src/routes/search.tsx', 'en');
    expect(scripts[0]).toBe('/assets/boot.js');
    expect(scripts.slice(1, 3)).toEqual(['/assets/shell-en.js', '/assets/messages-en.js']);
    expect(scripts.slice(3).sort()).toEqual(
      ['/assets/api.js', '/assets/card.js', '/assets/search-loader.js', '/assets/search.js'].sort(),
    );
    // The entry is the page's own script, not a preload.
    expect(scripts).not.toContain('/assets/main.js');
    expect(routeScripts(manifest, 'src/routes/login.tsx', 'el')).not.toContain('/assets/search.js');
  });

  it('is the shell with the preloads in its head', () => {
    const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = shellWithScripts(shell, ['/assets/a.js', '/assets/b.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html.indexOf('/assets/b.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html.replace(/\s*<link[^>]*>/g, '')).toBe(shell.replace('</head>', '\n  </head>'));
  });

  it('is what a static host serves for its path, in both languages; other pages get shell.html', () => {
    const rules = REDIRECTS.trim().split('\n');
    expect(rules).toContain('/search  /search.html  200');
    expect(rules).toContain('/en/search  /en/search.html  200');
    expect(rules).toContain('/user/*  /shell.html  200');
    expect(rules).not.toContain('/cart  /shell.html  200');
  });
});
