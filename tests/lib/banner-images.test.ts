import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '@/api/contract/content-blocks';
import { bannerSources } from '@/lib/banner-images';

const asset = (url: string, size?: { width: number; height: number }): ImageAsset => ({
  id: url,
  url,
  ...size,
});

describe('bannerSources', () => {
  it('shows the mobile image on phones and the web image from 850 px up, with their sizes', () => {
    expect(
      bannerSources({
        web_image: asset('/api/media/web.svg', { width: 2480, height: 640 }),
        mobile_image: asset('/api/media/mobile.svg', { width: 1080, height: 720 }),
        image: asset('/api/media/any.svg'),
      }),
    ).toEqual({
      wide: { src: '/api/media/web.svg', width: 2480, height: 640 },
      narrow: { src: '/api/media/mobile.svg', width: 1080, height: 720 },
    });
  });

  it('falls back to image, then to the other size, with the spec sizes when the asset has none', () => {
    expect(bannerSources({ image: asset('/a.svg') })).toEqual({
      wide: { src: '/a.svg', width: 2480, height: 640 },
      narrow: { src: '/a.svg', width: 1080, height: 720 },
    });
    const onlyWeb = bannerSources({ web_image: asset('https://cdn.example.gr/w.jpg') });
    expect(onlyWeb.narrow?.src).toBe('https://cdn.example.gr/w.jpg');
    expect(bannerSources({})).toEqual({ wide: null, narrow: null });
  });

  it('prefers the resized url and skips a source the link check refuses', () => {
    const resized = { ...asset('/big.svg'), image: '/big.svg?w=1080' };
    expect(bannerSources({ mobile_image: resized }).narrow?.src).toBe('/big.svg?w=1080');
    const hostile = bannerSources({
      mobile_image: asset('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='),
      web_image: asset('javascript:alert(1)'),
      image: asset('//evil.example/x.png'),
    });
    expect(hostile).toEqual({ wide: null, narrow: null });
    expect(
      bannerSources({ mobile_image: asset('javascript:alert(1)'), web_image: asset('/w.svg') })
        .narrow?.src,
    ).toBe('/w.svg');
  });

  it('encodes whitespace, which would end a srcset entry', () => {
    expect(bannerSources({ image: asset('/media/summer sale.jpg') }).wide?.src).toBe(
      '/media/summer%20sale.jpg',
    );
  });
});
