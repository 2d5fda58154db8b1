import { type HttpHandler, HttpResponse, http } from 'msw';
import type { Locale } from '@/api/contract/common';
import { localeOf } from '../http/demo-error';
import { type DemoContext, openSession } from '../http/route';
import { renderMapTile } from '../logic/map-tiles';
import { contentMediaTile } from '../seed/content/media';
import { parseTile, renderCaptionTile, renderTile } from '../seed/images';

const svg = (body: string) =>
  new HttpResponse(body, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });

const notFound = () => new HttpResponse(null, { status: 404 });

/** An editor image: its tile with the caption in `locale`, at the asked width (`?w=`). */
function contentImage(request: Request, file: string, locale: Locale) {
  const tile = contentMediaTile(file.replace(/\.svg$/, ''));
  if (!tile) return notFound();
  const asked = Number(new URL(request.url).searchParams.get('w')) || tile.width;
  const width = Math.min(4000, Math.max(16, Math.round(asked)));
  const height = Math.round((tile.height * width) / tile.width);
  return svg(
    renderCaptionTile({ colour: tile.colour, caption: tile.label[locale], width, height }),
  );
}

/**
 * Generated images (no external URLs, no appId: an <img> cannot send headers):
 * `/media/tile/...` (products, categories, services), `/media/content/{locale}/{name}.svg`
 * (editor content), `/media/map/{z}/{x}/{y}.svg` (the address map's offline basemap) and
 * `/media/avatars/{id}` (uploads kept in the session).
 */
export const mediaHandlers = (demo: DemoContext): HttpHandler[] => [
  http.get(`*${demo.basePath}/media/tile/:glyph/:colour/:file`, ({ request, params }) => {
    const spec = parseTile(
      String(params.glyph),
      String(params.colour),
      String(params.file),
      new URL(request.url).searchParams,
    );
    return spec ? svg(renderTile(spec)) : notFound();
  }),

  // Each locale has its own asset (`/media/content/en/{name}.svg`); an image request carries the
  // browser's language, not the page's, so the locale is in the path. Without one: the browser's.
  http.get(`*${demo.basePath}/media/content/:locale/:file`, ({ request, params }) => {
    const locale = String(params.locale);
    return locale === 'el' || locale === 'en'
      ? contentImage(request, String(params.file), locale)
      : notFound();
  }),
  http.get(`*${demo.basePath}/media/content/:file`, ({ request, params }) =>
    contentImage(request, String(params.file), localeOf(request)),
  ),

  /** The offline basemap of the address form's map: `/media/map/{z}/{x}/{y}.svg`. */
  http.get(`*${demo.basePath}/media/map/:z/:x/:file`, ({ params }) => {
    const y = String(params.file).replace(/\.svg$/, '');
    const tile = renderMapTile(Number(params.z), Number(params.x), Number(y));
    return tile ? svg(tile) : notFound();
  }),

  http.get(`*${demo.basePath}/media/avatars/:id`, ({ params, cookies }) => {
    const avatar = openSession(demo, cookies).store.avatars.get(String(params.id));
    if (!avatar) return notFound();
    return new HttpResponse(avatar.bytes.slice().buffer, {
      headers: { 'content-type': avatar.mime, 'cache-control': 'private, no-store' },
    });
  }),
];
