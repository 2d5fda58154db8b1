// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOf } from '@/api/contract/content-blocks';
import { productsByCodeQuery } from '@/app/queries/content-pages';
import { ContentSliderBlock } from '@/features/content/blocks/ContentSliderBlock';
import { CorporateContentBlock } from '@/features/content/blocks/CorporateContentBlock';
import { HighlightsBlock } from '@/features/content/blocks/HighlightsBlock';
import { ImageGalleryBlock } from '@/features/content/blocks/ImageGalleryBlock';
import { ImageGridBlock } from '@/features/content/blocks/ImageGridBlock';
import { PromotedProductsBlock } from '@/features/content/blocks/PromotedProductsBlock';
import { ContentImage } from '@/ui/ContentImage';
import { newQueryClient, renderView, seededBlock, seededPage, seededProducts } from './render';

const components = 'corporate-page-components';
const blocksOf = (slug: string) => seededPage(slug).blocks;

describe('corporate_content', () => {
  it('image only: just the image, alt text from the asset description, size set', () => {
    const block = seededBlock(components, 'corporate_content', undefined);
    expect(block.content.title).toBeNull();
    const { container } = renderView(<CorporateContentBlock block={block} eager />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('alt')).toBe(block.content.image?.description);
    expect(image.getAttribute('alt')).not.toBe('');
    expect(image).toHaveProperty('width', 2480);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('h2')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('text only: heading and sanitized rich text, no image, no button', () => {
    renderView(
      <CorporateContentBlock block={seededBlock(components, 'corporate_content', 'Text only')} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Text only' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'fresh',
      'Greek',
      'seasonal',
    ]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('image, text and button: the button links to the normalized internal path, image lazy', () => {
    renderView(
      <CorporateContentBlock
        block={seededBlock(components, 'corporate_content', 'Image, text and button')}
      />,
    );
    const link = screen.getByRole('link', { name: 'Who we are' });
    expect(link.getAttribute('href')).toBe('/corporate/corporatecontent/about-us');
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });

  it('pasted hostile HTML renders without script, handler or javascript: link', () => {
    const { container } = renderView(
      <CorporateContentBlock block={seededBlock(components, 'corporate_content', 'Pasted text')} />,
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(screen.getByText('Do not click here').closest('a')?.hasAttribute('href')).toBe(false);
    expect(screen.getByRole('link', { name: 'a link to the offers' }).getAttribute('href')).toBe(
      '/en/offers',
    );
  });
});

describe('content_slider', () => {
  const slider = seededBlock(components, 'content_slider');

  it('shows the enabled cards with their sizes, variants and promotion name', () => {
    const { container } = renderView(
      <ContentSliderBlock block={slider} blocks={blocksOf(components)} />,
    );
    const section = container.querySelector('section');
    expect(section?.dataset.promotionName).toBe('homepage_content_slider');
    expect(section?.dataset.cardStyle).toBe('0');
    expect(section?.dataset.cardShape).toBe('3');
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.cardWidth)).toEqual([
      'half',
      'whole',
      'third',
      'third',
    ]);
    expect(screen.queryByText('Hidden card')).toBeNull();
    // A card without button text shows the spec's default label.
    expect(within(cards[2] as HTMLElement).getByRole('link').textContent).toMatch(/^Enabled/);
    expect(
      within(cards[2] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/corporate/corporatecontent/about-us');
  });

  it("tracks under the slider's own promotion name when it has one", () => {
    const named = { ...slider, content: { ...slider.content, promotion_name: 'summer_slider' } };
    const { container } = renderView(
      <ContentSliderBlock block={named} blocks={blocksOf(components)} />,
    );
    expect(container.querySelector('section')?.dataset.promotionName).toBe('summer_slider');
  });

  it('rewinds: next on the last card goes back to the first', () => {
    renderView(<ContentSliderBlock block={slider} blocks={blocksOf(components)} />);
    const current = () => screen.getAllByRole('listitem').findIndex((card) => card.dataset.current);
    const next = screen.getByRole('button', { name: 'Next card' });
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    expect(current()).toBe(3);
    fireEvent.click(next);
    expect(current()).toBe(0);
  });

  it('without rewind the controls stop at the ends', () => {
    const noRewind: BlockOf<'content_slider'> = {
      ...slider,
      content: { ...slider.content, rewind: false },
    };
    renderView(<ContentSliderBlock block={noRewind} blocks={blocksOf(components)} />);
    expect(screen.getByRole('button', { name: 'Previous card' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('open jobs: cards open in a new tab with rel noopener noreferrer; one card has no link', () => {
    const jobs = seededBlock('driver', 'content_slider');
    renderView(<ContentSliderBlock block={jobs} blocks={blocksOf('driver')} />);
    expect(screen.getByRole('heading', { name: 'Open jobs' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toBe('/categories');
    }
  });
});

describe('image_gallery', () => {
  it('shows every image lazily with its size and alt text', () => {
    renderView(<ImageGalleryBlock block={seededBlock(components, 'image_gallery')} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBe('768');
      expect(image.getAttribute('height')).toBe('768');
      expect(image.getAttribute('alt')).toBeTruthy();
    }
    expect(screen.queryByText('Disabled gallery')).toBeNull();
  });
});

describe('image_grid', () => {
  it('renders text, image and image-with-subtitle cards on white or grey', () => {
    const { container } = renderView(
      <ImageGridBlock block={seededBlock(components, 'image_grid')} />,
    );
    const cards = [...container.querySelectorAll<HTMLElement>('li')];
    expect(cards.map((card) => card.dataset.cardType)).toEqual(['0', '1', '2', '0']);
    expect(cards.map((card) => card.dataset.background)).toEqual([
      'white',
      'grey',
      'white',
      'grey',
    ]);
    expect(cards.map((card) => card.querySelector('img') !== null)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(within(cards[2] as HTMLElement).getByText('The card’s subtitle')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe(
      '/corporate/blogs/sintages',
    );
    expect(screen.getByRole('link', { name: 'Delivery options' }).getAttribute('href')).toBe(
      '/corporate/corporatecontent/delivery-services',
    );
  });
});

describe('promoted_products', () => {
  it('resolves the product codes to products, in the editor’s order', () => {
    const block = seededBlock(components, 'promoted_products');
    const codes = block.content.products_andor_offers;
    const products = seededProducts(codes);
    expect(products).toHaveLength(6);
    const client = newQueryClient();
    client.setQueryData(productsByCodeQuery('en', codes).queryKey, products);
    renderView(<PromotedProductsBlock block={block} />, client);
    expect(screen.getByRole('heading', { name: 'Featured products' })).toBeTruthy();
    const names = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/products/'))
      .map((link) => link.textContent);
    expect(names).toEqual(products.map((product) => product.displayName));
    expect(screen.getByRole('link', { name: 'All offers' }).getAttribute('href')).toBe('/offers');
  });
});

describe('highlights', () => {
  it('hides the title visually when show_title is off and uses the light grey background', () => {
    const { container } = renderView(
      <HighlightsBlock
        block={seededBlock(components, 'highlights')}
        blocks={blocksOf(components)}
      />,
    );
    expect(container.querySelector('section')?.dataset.background).toBe('light-grey');
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('visually-hidden');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Freshness',
      'Delivery',
      'Offers',
    ]);
  });

  it('shows the title when show_title is on', () => {
    renderView(
      <HighlightsBlock
        block={seededBlock('greek-wines', 'highlights')}
        blocks={blocksOf('greek-wines')}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Meet the varieties' });
    expect(heading.className).not.toBe('visually-hidden');
  });
});

describe('editor images', () => {
  const asset = (url: string) => ({ id: 'img-1', url, description: 'A basket of tomatoes' });
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '//evil.example/pixel.gif',
    '/\\evil.example/pixel.gif',
  ])('are not rendered from %j', (url) => {
    renderView(<ContentImage image={asset(url)} width={400} height={300} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each(['/api/media/content/hero.svg', 'https://cdn.example.gr/hero.jpg'])(
    'are rendered from %j',
    (url) => {
      renderView(<ContentImage image={asset(url)} width={400} height={300} />);
      expect(screen.getByRole('img', { name: 'A basket of tomatoes' }).getAttribute('src')).toBe(
        url,
      );
    },
  );
});
