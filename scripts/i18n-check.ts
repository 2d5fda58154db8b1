/**
 * i18n completeness: re-extracts the messages from src/ into the catalogs, then fails when a
 * message has no translation in Greek or English. Prints the count per locale.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const locales = ['el', 'en'];

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });

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

/** The shop's catalogs and the journey explorer's (lingui.config.ts). */
const catalogs = ['src/i18n/locales', 'src/explorer/locales'];

let missingTotal = 0;
for (const catalog of catalogs)
  for (const locale of locales) {
    const entries = readPo(`${catalog}/${locale}/messages.po`);
    const missing = [...entries].filter(([, str]) => str.trim() === '').map(([id]) => id);
    missingTotal += missing.length;
    console.info(
      `${catalog} ${locale}: ${entries.size} messages, ${missing.length} without translation`,
    );
    for (const id of missing.slice(0, 30)) console.error(`  missing (${locale}): ${id}`);
  }
if (missingTotal) {
  console.error('Translate the messages above in <catalog>/<locale>/messages.po.');
  process.exit(1);
}
