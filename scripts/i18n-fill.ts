/**
 * The shop's words live in two catalogs per locale (lingui.config.ts): the shell's, for the first
 * paint, and the rest. Which file a message lands in follows the boot chunk's module list, so a
 * message can move from one to the other when the code does. This fills each message without a
 * translation from the same message in a sibling catalog of its locale, so a move never loses
 * a translation. Run after `lingui extract` (`npm run i18n:extract` and `i18n:check` do).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const locales = ['el', 'en'];
const files = (locale: string) =>
  ['shell', 'messages'].map((name) => `src/i18n/locales/${locale}/${name}.po`);

/** A .po file as blocks (entries and the header), split on blank lines. */
const blocksOf = (file: string) => readFileSync(file, 'utf8').split(/\n\n/);

/** The key of an entry (its context and id lines), and its translation lines. */
function parse(block: string): { key: string; str: string[] } | null {
  const lines = block.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  const at = lines.findIndex((line) => line.startsWith('msgstr '));
  if (at < 0) return null;
  const key = lines.slice(0, at).join('\n');
  if (key === 'msgid ""') return null;
  return { key, str: lines.slice(at) };
}

const isEmpty = (str: string[]) => str.length === 1 && str[0] === 'msgstr ""';

let filled = 0;
for (const locale of locales) {
  const translations = new Map<string, string[]>();
  for (const file of files(locale))
    for (const block of blocksOf(file)) {
      const entry = parse(block);
      if (entry && !isEmpty(entry.str)) translations.set(entry.key, entry.str);
    }
  for (const file of files(locale)) {
    const blocks = blocksOf(file).map((block) => {
      const entry = parse(block);
      const known = entry && isEmpty(entry.str) ? translations.get(entry.key) : undefined;
      if (!known) return block;
      filled += 1;
      return block.replace(/^msgstr ""$/m, known.join('\n'));
    });
    writeFileSync(file, blocks.join('\n\n'));
  }
}
if (filled) console.info(`Filled ${filled} translations from sibling catalogs.`);
