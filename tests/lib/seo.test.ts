import { describe, expect, it } from 'vitest';
import {
  absoluteAsset,
  absoluteUrl,
  alternates,
  breadcrumbJsonLd,
  jsonLdText,
  ogLocale,
  productJsonLd,
  siteOrigin,
} from '@/lib/seo';

const origin = 'https://shop.example.gr';

describe('addresses', () => {
  it('takes the configured origin without its trailing slash, else the preview server', () => {
    expect(siteOrigin('https://shop.example.gr/')).toBe(origin);
    expect(siteOrigin('  ')).toBe('http://localhost:4173');
    expect(siteOrigin(undefined)).toBe('http://localhost:4173');
  });

  it('puts English under /en and Greek at the root', () => {
    expect(absoluteUrl(origin, '/offers', 'el')).toBe(`${origin}/offers`);
    expect(absoluteUrl(origin, '/offers', 'en')).toBe(`${origin}/en/offers`);
    expect(absoluteUrl(origin, '/', 'en')).toBe(`${origin}/en`);
  });

  it('names every language and offers the Greek page to everyone else', () => {
    expect(alternates(origin, '/products/feta-1005')).toEqual([
      { hrefLang: 'el-GR', href: `${origin}/products/feta-1005` },
      { hrefLang: 'en-GB', href: `${origin}/en/products/feta-1005` },
      { hrefLang: 'x-default', href: `${origin}/products/feta-1005` },
    ]);
  });

  it('makes a catalogue image absolute and leaves an absolute one alone', () => {
    expect(absoluteAsset(origin, '/api/images/feta.svg')).toBe(`${origin}/api/images/feta.svg`);
    expect(absoluteAsset(origin, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(ogLocale('el')).toBe('el_GR');
  });
});

describe('schema.org', () => {
  const feta = {
    name: 'Φέτα Agora Deli 300 g',
    description: 'Φέτα ΠΟΠ',
    image: `${origin}/api/images/feta.svg`,
    sku: 'SKU-1005',
    brand: 'Agora Deli',
    price: 345,
    isAvailable: true,
  };

  it('gives a product one EUR offer with its price as text and its availability', () => {
    const data = productJsonLd(feta, `${origin}/products/feta-1005`);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: feta.name,
      brand: { '@type': 'Brand', name: 'Agora Deli' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: '3.45',
        availability: 'https://schema.org/InStock',
      },
    });
    const gone = productJsonLd({ ...feta, brand: null, isAvailable: false }, origin);
    expect(gone).not.toHaveProperty('brand');
    expect(gone.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('numbers the crumbs from 1 in order', () => {
    const list = breadcrumbJsonLd([
      { name: 'Αρχική', url: `${origin}/` },
      { name: 'Τυριά', url: `${origin}/categories?category=cheese` },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Αρχική', item: `${origin}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Τυριά',
        item: `${origin}/categories?category=cheese`,
      },
    ]);
  });

  it('cannot be closed early by a name with </script> in it, and reads back the same', () => {
    const data = productJsonLd({ ...feta, name: 'Φέτα</script><script>alert(1)</script>' }, origin);
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
