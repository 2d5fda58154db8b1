import { defineConfig, devices } from '@playwright/test';
import { e2eChromiumArgs, findChromium } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
/** `E2E_SERVER=dev` runs against the dev server (no build needed) while iterating. */
const server =
  process.env.E2E_SERVER === 'dev'
    ? `npx vite --port ${port} --strictPort`
    : `npx vite preview --port ${port} --strictPort`;

/**
 * e2e against the production build served by `vite preview`, with the demo platform at /api.
 * Always the system Chromium (CHROMIUM_PATH, else Debian's headless shell, else /usr/bin/chromium):
 * no browser download.
 */
export default defineConfig({
  testDir: './e2e',
  // After the web server is up: the demo platform's first call builds its catalogue.
  globalSetup: './e2e/support/warm-up.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : ([['html', { open: 'never' }]] as const)),
    // Which generated journey paths the browser walked: read by `npm run journeys:coverage`.
    ['./e2e/support/journey-runs-reporter.ts'],
    // The 20 slowest spec files at the end of the run.
    ['./e2e/support/slowest-files-reporter.ts'],
  ],
  // Generous: a test asserts what the shopper sees, never how fast (benchmarks measure speed).
  // On a 2-core host running two browsers, a long journey took 30-40 s; under 30 s it failed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'el-GR',
    timezoneId: 'Europe/Athens',
    // Recording a trace for every test costs about a quarter of the e2e time (measured: 198 s
    // against 148 s for shell and content pages): record only when a failed test is retried (CI).
    trace: 'on-first-retry',
    // The shop's service worker would answer calls the specs route and keep pages between them:
    // it runs only in the specs of the offline shop (e2e/offline-shop.spec.ts), which allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium({ shell: true }), args: e2eChromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // Checks of the phone's layout alone run on the phone only.
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: server,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
