import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageStyles, withoutLateParts } from '../../prerender/page-styles';
import type { Manifest } from '../../scripts/vite-manifest';

/** A build: the entry (with its boot chunk), a lazy footer importing a shared button, a lazy menu. */
function build() {
  const outDir = mkdtempSync(join(tmpdir(), 'page-styles-'));
  mkdirSync(join(outDir, 'assets'));
  const css: Record<string, string> = {
    'assets/main.css': '.page{margin:0}',
    'assets/Footer.css': '._footer_a1{display:grid}._links_a1 a{color:red}',
    'assets/Button.css': '._button_b2{padding:.5rem}',
    'assets/Menu.css': '._menu_c3{position:absolute}',
  };
  for (const [file, text] of Object.entries(css)) writeFileSync(join(outDir, file), text);
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/main.js',
      isEntry: true,
      imports: ['_boot.js'],
      dynamicImports: ['src/Footer.tsx', 'src/Menu.tsx'],
      css: ['assets/main.css'],
    },
    '_boot.js': { file: 'assets/boot.js' },
    // The explorer's entry: its imports are not the shop's.
    'journeys.html': { file: 'assets/journeys.js', isEntry: true, imports: ['src/Menu.tsx'] },
    'src/Footer.tsx': {
      file: 'assets/Footer.js',
      imports: ['_Button.js', '_boot.js'],
      css: ['assets/Footer.css'],
    },
    '_Button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
    'src/Menu.tsx': { file: 'assets/Menu.js', css: ['assets/Menu.css'] },
  };
  const template = '<head><link rel="stylesheet" crossorigin href="/assets/main.css"></head>';
  return pageStyles({ manifest, outDir, template });
}

const footerHtml = '<div class="page"><footer class="_footer_a1"><button class="_button_b2">';

describe("a prerendered page's lazy parts", () => {
  it('links the stylesheets its HTML uses, in load order, not those the template links', () => {
    // The footer imports the button: the button's rules come first, as the bundle loads them.
    expect(build().partsFor(footerHtml).links).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/Button.css">',
        '<link rel="stylesheet" crossorigin href="/assets/Footer.css">',
      ].join('\n    '),
    );
  });

  it("names the entry's imports, then the scripts of the parts in its HTML and what they import", () => {
    const { scripts } = build().partsFor(footerHtml);
    expect(scripts[0]).toBe('/assets/boot.js');
    expect(scripts.slice(1).sort()).toEqual(['/assets/Button.js', '/assets/Footer.js']);
    // The menu is imported by the explorer's entry too: still a part of the shop's page.
    expect(build().partsFor('<div class="page"><nav class="_menu_c3">').scripts).toEqual([
      '/assets/boot.js',
      '/assets/Menu.js',
    ]);
    expect(build().partsFor('<div class="page">')).toEqual({
      links: '',
      scripts: ['/assets/boot.js'],
    });
  });

  it('links the stylesheets of a part that hydrates late, but does not preload its scripts', () => {
    const late =
      '<div class="page"><nav class="_menu_c3"></nav><footer data-hydrates="near" class="_footer_a1">' +
      '<button class="_button_b2"></button></footer>';
    const { links, scripts } = build().partsFor(late);
    expect(links).toContain('/assets/Footer.css');
    expect(links).toContain('/assets/Button.css');
    expect(scripts).toEqual(['/assets/boot.js', '/assets/Menu.js']);
  });
});

describe('the HTML without its late parts', () => {
  it('cuts each from its tag to its own closing tag, nested ones of the same name included', () => {
    expect(
      withoutLateParts(
        '<main>a</main><div data-hydrates="near" id="x"><div>b</div><div>c</div></div><p>d</p>' +
          '<section data-hydrates="near">e</section>f',
      ),
    ).toBe('<main>a</main><p>d</p>f');
    expect(withoutLateParts('<footer class="x">y</footer>')).toBe('<footer class="x">y</footer>');
  });
});
