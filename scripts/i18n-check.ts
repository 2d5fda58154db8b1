/**
 * i18n completeness: re-extracts the messages from src/ into the catalogs (filling a message
 * that moved between the shop's two catalogs from its sibling), then fails when a message has no
 * translation in Greek or English. Prints the count per catalog and locale.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['el', 'en'];

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
execFileSync('npx', ['tsx', 'scripts/i18n-fill.ts'], { stdio: 'inherit' });

/** msgid → msgstr of a .po file (multi-line strings joined, the header skipped). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | undefined;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) entries.set(id, str);
    id = '';
    str = '';
  };
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id = unquote(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else str += unquote(line);
    }
  }
  flush();
  return entries;
}

/** The shop's shell and page catalogs and the journey explorer's (lingui.config.ts). */
const catalogs = [
  'src/i18n/locales/{locale}/shell',
  'src/i18n/locales/{locale}/messages',
  'src/explorer/locales/{locale}/messages',
];

let missingTotal = 0;
for (const catalog of catalogs)
  for (const locale of locales) {
    const entries = readPo(`${catalog.replace('{locale}', locale)}.po`);
    const missing = [...entries].filter(([, str]) => str.trim() === '').map(([id]) => id);
    missingTotal += missing.length;
    console.info(
      `${catalog} ${locale}: ${entries.size} messages, ${missing.length} without translation`,
    );
    for (const id of missing.slice(0, 30)) console.error(`  missing (${locale}): ${id}`);
  }
if (missingTotal) {
  console.error('Translate the messages above in the catalog named (src/i18n/locales/<locale>/).');
  process.exit(1);
}
