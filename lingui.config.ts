import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { entrySources } from './scripts/entry-sources';

/**
 * The shop's source files the entry runs before the first render (read from the sources on each
 * run, scripts/entry-sources.ts): their messages are the shell catalog, the only one the first
 * render waits for.
 */
const shellFiles = entrySources(process.cwd())
  .filter((file) => file.startsWith('src/'))
  .map((file) => `<rootDir>/${file}`);

/** English source strings in code; Greek is the default locale of the shop. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['el', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    // The shell's words (header, skip link, smart banner, toasts): part of the first paint.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/shell',
      include: shellFiles,
    },
    // Every other word of the shop: loaded beside the page's own code and data.
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/mocks/**',
        '<rootDir>/src/explorer/**',
        ...shellFiles,
      ],
    },
    // The journey explorer's own words (a developer tool): not in the shop's first paint.
    {
      path: '<rootDir>/src/explorer/locales/{locale}/messages',
      include: ['<rootDir>/src/explorer'],
    },
  ],
  // No line numbers: catalogs change only when messages do.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
