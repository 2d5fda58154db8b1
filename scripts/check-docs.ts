/**
 * The README's counts and tables, and the architecture guide's length, checked against the code
 * (run by `npm run lint`): the number of journeys (machines/index.ts), the feature folders and
 * the root's entries in the layout, the scripts table (package.json) and the size budget
 * (scripts/size-budget.ts). Docs that drift from the code mislead a newcomer more than no docs.
 *
 * `tsx scripts/check-docs.ts` prints each finding and exits 1.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the docs are checked against, read from the code. */
export interface CodeFacts {
  journeys: number;
  /** The folders of src/features. */
  features: string[];
  /** The tracked entries of the project's root (dotfiles left out). */
  rootEntries: string[];
  /** package.json's script names. */
  scripts: string[];
  sizeBudgetKb: number;
  architectureLines: number;
}

/** The architecture guide's limit: a newcomer reads it in an hour. */
export const ARCHITECTURE_MAX_LINES = 250;

/** The lines of a `## heading` section, up to the next `## `. */
function section(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The script names a table's first cells name: `npm start`, `npm run x` and `` `y` `` after a slash. */
function scriptsNamed(table: string): Set<string> {
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const cell = row.split('|')[1] ?? '';
    for (const [, code] of cell.matchAll(/`([^`]+)`/g)) {
      names.add(code!.replace(/^npm (run )?/, '').trim());
    }
  }
  return names;
}

/** Where the README or the architecture guide says something the code does not. */
export function docFindings(readme: string, facts: CodeFacts): string[] {
  const findings: string[] = [];
  const counts = [...readme.matchAll(/\((\d+) journeys\)/g)].map((match) => Number(match[1]));
  if (counts.length === 0) findings.push('README: no "(N journeys)" count.');
  for (const count of counts.filter((count) => count !== facts.journeys)) {
    findings.push(`README: says ${count} journeys; machines/index.ts registers ${facts.journeys}.`);
  }

  const layout = section(readme, 'Layout');
  if (!layout) findings.push('README: no "## Layout" section.');
  else {
    // The src/features/ line and the lines that continue it (indented).
    const lines = layout.split('\n');
    const first = lines.findIndex((line) => line.startsWith('src/features/'));
    const continued = lines.slice(first + 1).findIndex((line) => !/^\s/.test(line));
    const featuresText =
      first < 0
        ? ''
        : lines.slice(first, continued < 0 ? undefined : first + 1 + continued).join(' ');
    for (const folder of facts.features) {
      if (!new RegExp(`(^|[\\s,])${folder}/`).test(featuresText)) {
        findings.push(`README layout: the src/features/ line does not list ${folder}/.`);
      }
    }
    const namedFolders = [...featuresText.matchAll(/(?:^|[\s,])([\w-]+)\//g)].map((m) => m[1]!);
    for (const folder of namedFolders.filter((name) => name !== 'src' && name !== 'features')) {
      if (!facts.features.includes(folder)) {
        findings.push(`README layout: lists src/features/${folder}/, which does not exist.`);
      }
    }
    // What the layout names at the start of a line (and the config files' comma list) exists.
    for (const line of lines.filter((line) => /^[\w.-]/.test(line))) {
      const first = line.split(/\s+/)[0]!;
      // A list of files ("package.json, tsconfig.json, …") or one path and what it holds.
      const named = first.endsWith(',')
        ? line
            .split(/,\s*/)
            .map((word) => word.trim())
            .filter(Boolean)
        : [first];
      for (const path of named) {
        const entry = path.split('/')[0]!;
        if (!facts.rootEntries.includes(entry)) {
          findings.push(`README layout: lists ${path}, which is not in the root.`);
        }
      }
    }
    const words = layout.split(/\s+/).map((word) => word.replace(/[,;]$/, ''));
    for (const entry of facts.rootEntries) {
      if (!words.some((word) => word === entry || word.startsWith(`${entry}/`))) {
        findings.push(`README layout: the root's ${entry} is not listed.`);
      }
    }
  }

  const scripts = section(readme, 'Scripts');
  if (!scripts) findings.push('README: no "## Scripts" section.');
  else {
    const named = scriptsNamed(scripts);
    for (const script of facts.scripts.filter((script) => !named.has(script))) {
      findings.push(`README scripts: package.json's "${script}" is not in the table.`);
    }
    for (const name of [...named].filter((name) => !facts.scripts.includes(name))) {
      findings.push(`README scripts: "${name}" is not a script of package.json.`);
    }
  }

  const budgets = [...readme.matchAll(/fails above (\d+) KB/g)];
  if (budgets.length === 0)
    findings.push('README: the size budget ("fails above N KB") is not said.');
  for (const [, kb] of budgets) {
    if (Number(kb) !== facts.sizeBudgetKb) {
      findings.push(
        `README: size budget ${kb} KB; scripts/size-budget.ts has ${facts.sizeBudgetKb} KB.`,
      );
    }
  }

  if (facts.architectureLines > ARCHITECTURE_MAX_LINES) {
    findings.push(
      `docs/ARCHITECTURE.md: ${facts.architectureLines} lines, over ${ARCHITECTURE_MAX_LINES}.`,
    );
  }
  return findings;
}

async function readFacts(): Promise<CodeFacts> {
  const { journeys } = await import('../machines/index.ts');
  const budget = readFileSync('scripts/size-budget.ts', 'utf8').match(/BUDGET_KB = (\d+)/);
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0');
  return {
    journeys: journeys.length,
    features: readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
    rootEntries: [...new Set(tracked.filter(Boolean).map((path) => path.split('/')[0]!))].filter(
      (entry) => !entry.startsWith('.'),
    ),
    scripts: Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts),
    sizeBudgetKb: Number(budget?.[1]),
    architectureLines: readFileSync('docs/ARCHITECTURE.md', 'utf8').trimEnd().split('\n').length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const findings = docFindings(readFileSync('README.md', 'utf8'), await readFacts());
  for (const finding of findings) console.error(finding);
  if (findings.length === 0)
    console.info('Docs: the README and the architecture guide match the code.');
  process.exitCode = findings.length === 0 ? 0 : 1;
}
