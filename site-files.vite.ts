import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { importFromSource } from './demo-platform.vite.ts';

/**
 * After a build, sitemap.xml and robots.txt beside index.html (scripts/site): the public pages
 * of the platform the build points at (the demo platform by default, VITE_API_URL otherwise).
 * The listing code is loaded from source (`importFromSource`), as the demo platform's is, so it
 * never enters the shop's bundles.
 */
export function siteFiles(env: Record<string, string | undefined>): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'site-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || process.env.BOOT_CHUNK_RECORD === '1';
    },
    async closeBundle() {
      if (skip) return;
      const started = performance.now();
      const { module } = await importFromSource<typeof import('./scripts/site/write-site-files')>(
        './scripts/site/write-site-files.ts',
      );
      const { pages, error } = await module.writeSiteFiles({
        outDir,
        env,
        productCount: process.env.DEMO_PRODUCTS ? Number(process.env.DEMO_PRODUCTS) : undefined,
      });
      const ms = Math.round(performance.now() - started);
      if (error)
        this.warn(`sitemap.xml lists the fixed pages only: the platform did not answer (${error})`);
      this.info(`sitemap.xml: ${pages} pages x 2 languages; robots.txt (${ms} ms)`);
    },
  };
}
