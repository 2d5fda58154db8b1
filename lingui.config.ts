import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** English source strings in code; Greek is the default locale of the shop. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['el', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/mocks/**', '<rootDir>/src/explorer/**'],
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
