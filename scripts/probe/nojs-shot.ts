import { chromium, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../chromium';
import { startPreview } from '../preview-server';
const [tag, ...paths] = process.argv.slice(2);
const server = await startPreview({ port: 4392, outDir: process.env.OUT ?? 'dist' });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const js of [false, true]) for (const path of paths) for (const width of [412, 1280]) {
  const context = await browser.newContext({ ...(width === 412 ? devices['Pixel 7'] : { viewport: { width, height: 900 } }), javaScriptEnabled: js, locale: 'el-GR' });
  const page = await context.newPage();
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(js ? 1500 : 300);
  const name = `/tmp/shots/${tag}-${path.replace(/\W+/g, '_')}-${width}-${js ? 'js' : 'nojs'}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await context.close();
}
await browser.close(); await server.close();
