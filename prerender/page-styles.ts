import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  entryImportKeys,
  type Manifest,
  shopEntryKey,
  staticClosure,
} from '../scripts/vite-manifest';

/**
 * The stylesheets a prerendered page needs before it paints. The template links the entry's
 * stylesheets only; the parts of a page that load lazily (the route's component, the header's
 * message bar, the footer) bring theirs with their script, which in the browser arrives after the
 * HTML has painted: the page would paint unstyled and then move (CLS). So each page links every
 * lazy stylesheet whose classes its HTML uses. CSS modules give each file class names of its own
 * (`_bar_v9qc7_2`), so a class in the HTML names the file it comes from.
 *
 * Vite's loader skips a stylesheet a `<link rel="stylesheet">` with the same href already loads,
 * so the browser fetches none twice.
 */
export interface PageParts {
  /** `<link>` tags for the stylesheets the page's HTML uses, in the order the bundle loads them. */
  links: string;
  /**
   * The scripts the page's take-over asks for (`/assets/x.js`): the entry's own imports (the boot
   * chunk), then the lazy parts whose stylesheets the HTML uses, with what they import. Hydrating
   * asks for each part only once the part above it has loaded, and the entry's imports only once
   * the entry has arrived. The held entry script preloads them all beside the entry
   * (src/boot/held-entry.ts), so the take-over waits for one round trip, not one per level.
   */
  scripts: string[];
}

export interface PageStyles {
  partsFor(html: string): PageParts;
}

const classPattern = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * A part the shop hydrates only once it comes near the screen (src/lib/hydrate-when-near.tsx)
 * marks its root element with this attribute: its stylesheets are linked, its scripts are not
 * preloaded (the footer's code is not asked for at boot).
 */
const latePart = /<([a-z][a-z0-9]*)\b[^>]*\sdata-hydrates="near"[^>]*>/g;

/** The HTML without the parts that hydrate late (from each one's tag to its closing tag). */
export function withoutLateParts(html: string): string {
  let out = '';
  let from = 0;
  for (const match of html.matchAll(latePart)) {
    const start = match.index ?? 0;
    if (start < from) continue;
    const tag = match[1] as string;
    // Its closing tag, past any of the same name nested inside it.
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = start + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let next = tags.exec(html); next; next = tags.exec(html)) {
      depth += next[1] ? -1 : 1;
      if (depth === 0) {
        end = next.index + next[0].length;
        break;
      }
    }
    out += html.slice(from, start);
    from = end;
  }
  return out + html.slice(from);
}
const classAttribute = /\bclass="([^"]*)"/g;

/** The classes a stylesheet defines (selectors only: declarations hold no `.name`). */
export function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  // Drop declaration blocks' contents: `.5rem`, `url(x.svg)` are not selectors.
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  for (const [, name] of selectors.matchAll(classPattern)) if (name) classes.add(name);
  return classes;
}

/**
 * Every stylesheet of the build in the order the browser would apply it: a chunk's static imports
 * before the chunk, the chunk before what it loads lazily.
 */
export function stylesheetOrder(manifest: Manifest): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
    for (const file of chunk.css ?? []) if (!order.includes(file)) order.push(file);
    for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of Object.keys(manifest)) visit(key);
  return order;
}

export function pageStyles(options: {
  manifest: Manifest;
  outDir: string;
  /** The built index.html: the stylesheets it links already are not linked again. */
  template: string;
}): PageStyles {
  const { manifest } = options;
  const stylesheets = stylesheetOrder(manifest)
    .filter((file) => !options.template.includes(`/${file}"`))
    .map((file) => ({
      file,
      classes: classesOf(readFileSync(join(options.outDir, file), 'utf8')),
    }));
  const entry = shopEntryKey(manifest);
  // The entry's imports, in the order the entry names them; the entry itself is the held script.
  const entryImports = entryImportKeys(manifest)
    .map((key) => fileOf(manifest, key))
    .filter((file) => file.endsWith('.js'));
  const entryFiles = new Set([fileOf(manifest, entry ?? ''), ...entryImports]);
  return {
    partsFor(html) {
      const used = stylesheets.filter(usedBy(html));
      // Scripts: those of the parts hydrating at once, found by their classes the same way.
      const files = new Set(stylesheets.filter(usedBy(withoutLateParts(html))).map((s) => s.file));
      const chunks = new Set<string>();
      for (const [key, chunk] of Object.entries(manifest))
        if (chunk.css?.some((file) => files.has(file))) staticClosure(manifest, key, chunks);
      const parts = [...chunks]
        .map((key) => fileOf(manifest, key))
        .filter((file) => file.endsWith('.js') && !entryFiles.has(file));
      return {
        links: used
          .map(({ file }) => `<link rel="stylesheet" crossorigin href="/${file}">`)
          .join('\n    '),
        scripts: [...entryImports, ...parts].map((file) => `/${file}`),
      };
    },
  };
}

const fileOf = (manifest: Manifest, key: string) => manifest[key]?.file ?? '';

/** Whether a stylesheet defines a class the HTML uses. */
function usedBy(html: string): (sheet: { classes: Set<string> }) => boolean {
  const names = new Set<string>();
  for (const [, list] of html.matchAll(classAttribute))
    for (const name of list?.split(/\s+/) ?? []) if (name) names.add(name);
  return ({ classes }) => [...classes].some((name) => names.has(name));
}
