import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The kept look (src/boot/kept-look.ts) as an inline script in <head>: bundled alone into a small
 * IIFE when the config loads, so the CSP can name its hash (`script-src 'self' 'sha256-…'`) and
 * the page needs no request for it before its first paint.
 */
export interface InlineScript {
  code: string;
  /** The CSP source for it: `'sha256-<base64>'`. */
  hash: string;
}

const entry = fileURLToPath(new URL('../src/boot/kept-look.entry.ts', import.meta.url));

export const scriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

export async function keptLookScript(): Promise<InlineScript> {
  const result = await build({
    configFile: false,
    envFile: false,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: { entry, formats: ['iife'], name: 'keptLook' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('kept-look: the build gave no script');
  const code = chunk.code.trim();
  return { code, hash: scriptHash(code) };
}

/** Puts the script first in <head>, before the stylesheets, in dev and in the build. */
export function keptLookPlugin(script: InlineScript): Plugin {
  return {
    name: 'kept-look',
    transformIndexHtml: (html) =>
      html.replace('</title>', () => `</title>\n    <script>${script.code}</script>`),
  };
}
