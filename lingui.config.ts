import { defineConfig } from '@lingui/conf';

/** English source strings in code; Greek is the default locale of the shop. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['el', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/mocks/**'],
    },
  ],
  format: 'po',
});
