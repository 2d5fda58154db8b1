import { findChromium } from './chromium';

try {
  console.info(`Chromium: ${findChromium({ shell: true })}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
