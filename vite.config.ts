import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootChunk } from './vite-plugins/boot-chunk.ts';
import { demoPlatform } from './vite-plugins/demo-platform.ts';
import { journeyExplorer } from './vite-plugins/explorer.ts';
import { keptLookPlugin, keptLookScript } from './vite-plugins/kept-look.ts';
import { machineDescriptions } from './vite-plugins/machine-descriptions.ts';
import { securityHeaders, securityHeadersPlugin } from './vite-plugins/security-headers.ts';
import { siteFiles } from './vite-plugins/site-files.ts';

export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The kept look: an inline script in <head>, its hash in the CSP (src/boot/kept-look.ts).
  const keptLook = await keptLookScript();
  const usesDemoPlatform = !env.VITE_API_URL || env.VITE_API_URL === '/api';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too: the data layer (zod contract, API client) stays out of the
        // entry chunk and loads with the first route that needs data.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
      }),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      // react-aria's own strings in the shop's two languages only (it ships 34 locales; its
      // English is en-US, which serves en-GB, so the filter names languages, not regions).
      optimizeLocales.vite({ locales: ['el', 'en'] }),
      demoPlatform(usesDemoPlatform),
      journeyExplorer(usesDemoPlatform),
      // Strict CSP and the other security headers (DESIGN.md §9), from the platform's origins.
      securityHeadersPlugin(env, [keptLook.hash]),
      keptLookPlugin(keptLook),
      bootChunk(),
      // The statecharts' descriptions are for diagrams and inspectors, not the shop's bundle.
      machineDescriptions(),
      // sitemap.xml and robots.txt from the platform the build points at.
      siteFiles(env),
      // The service worker (src/sw/service-worker.ts), built and given its precache list; the
      // page registers it itself once loaded (src/app/actors/visit/service-worker.ts).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/sw',
        filename: 'service-worker.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: [
            'assets/**/*.{js,css}',
            'offline.html',
            'en/offline.html',
            'offline.css',
            'favicon.svg',
            'icons/*',
            'manifest.*.webmanifest',
          ],
          // The journey explorer (its graph renderer) is a developer's page, not the shop's; the
          // address map needs the network for its tiles anyway (kept once used, like any file).
          globIgnores: ['assets/viz-*', 'assets/journeys-*', 'assets/AddressMap-*'],
        },
      }),
    ],
    resolve: {
      alias: {
        '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    server: { port: 5173 },
    preview: {
      port: 4173,
      headers: securityHeaders(env, [keptLook.hash]),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      modulePreload: {
        polyfill: false,
        // No modulepreload links in the HTML: measured over HTTP/2, FCP 0.93 s instead of 1.4 s
        // and a lower LCP (`npm run lighthouse`). A lazy chunk's own imports are
        // fetched beside it (Vite's preload helper), not once it has been parsed: one round trip
        // per lazy part instead of one per level of its imports.
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === 'html' ? [] : deps,
      },
    },
  };
});
