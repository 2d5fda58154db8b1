import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Vitest: no router plugin and no demo-platform middleware (tests use msw/node). */
export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: {
    alias: {
      '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    // The build checks read dist/: they run after the build (`npm run test:build` sets the flag).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.VITEST_BUILD_CHECKS ? [] : ['tests/build/**']),
    ],
    setupFiles: ['./tests/setup.ts'],
    // Worker threads rather than child processes: 53 s against 64 s for the suite (medians of 3
    // interleaved runs on the 2-core host), the same 1700 tests passing.
    pool: 'threads',
    // Generating every journey's paths and tours is CPU work: 5 s timed out on a busy 2-core host
    // (the cart's tours). A timeout is not a speed check; benchmarks measure speed.
    testTimeout: 20_000,
  },
});
