/**
 * Feature folders do not import each other (DESIGN.md §2): a file in src/features/<area>/ imports
 * its own folder, src/app, src/ui, src/lib, src/api, src/i18n, machines/ and packages, never
 * another src/features/<area>/, whether through the `@/` alias or a relative path, statically,
 * with `import()`, `export … from`, or (CSS modules) `composes: … from` and `@import`. Features
 * meet in src/app (docs/ARCHITECTURE.md, "Layout").
 *
 * `tsx scripts/check-feature-imports.ts [root]` (run by `npm run lint`) prints each offending
 * import and exits 1; `root` is the project folder (the current one by default).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface FeatureImport {
  /** The importing file, relative to the root, with `/` separators. */
  file: string;
  line: number;
  specifier: string;
  /** The importing file's feature folder and the one it reaches into. */
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|css)$/;
const CSS_IMPORTS = [
  /composes:[^;]*?\bfrom\s+(['"])([^'"]+)\1/g,
  /@import\s+(?:url\(\s*)?(['"])([^'"]+)\1/g,
];

/** The module specifiers of a file, each with its offset in the text. */
function specifiersOf(file: string, text: string): { specifier: string; pos: number }[] {
  if (file.endsWith('.css'))
    return CSS_IMPORTS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({
        specifier: match[2]!,
        pos: match.index + match[0].lastIndexOf(match[2]!),
      })),
    );
  // TypeScript's own scanner: imports, re-exports and import() calls; comments and strings skipped.
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName, pos }) => ({ specifier: fileName, pos }));
}

/** The feature folder (first segment under src/features) of a path, or null outside it. */
function featureOf(featuresDir: string, path: string): string | null {
  const rel = relative(featuresDir, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep)[0]!;
}

/** Every import in src/features of `root` that reaches into another feature folder. */
export function featureImports(root: string): FeatureImport[] {
  const src = resolve(root, 'src');
  const featuresDir = join(src, 'features');
  const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => join(featuresDir, name))
    .sort();
  const found: FeatureImport[] = [];
  for (const file of files) {
    const from = featureOf(featuresDir, file)!;
    const text = readFileSync(file, 'utf8');
    for (const { specifier, pos } of specifiersOf(file, text)) {
      const target = specifier.startsWith('@/')
        ? join(src, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null;
      const to = target && featureOf(featuresDir, target);
      if (!to || to === from) continue;
      found.push({
        file: relative(root, file).split(sep).join('/'),
        line: text.slice(0, pos).split('\n').length,
        specifier,
        from,
        to,
      });
    }
  }
  return found;
}

/** The report: one line per offending import, then what to do. */
export function describeFeatureImports(found: readonly FeatureImport[]): string {
  return [
    ...found.map(
      ({ file, line, specifier, from, to }) =>
        `${file}:${line}  '${specifier}' (${from} imports from ${to})`,
    ),
    `${found.length} import(s) between feature folders. Features do not import each other: move ` +
      'the shared piece to src/ui (views), src/lib (pure helpers) or src/app (bound to actors or ' +
      'queries, compositions); see docs/ARCHITECTURE.md, "Layout".',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const found = featureImports(process.argv[2] ?? process.cwd());
  if (found.length > 0) {
    console.error(describeFeatureImports(found));
    process.exit(1);
  }
  console.info('Feature folders: no imports between them.');
}
