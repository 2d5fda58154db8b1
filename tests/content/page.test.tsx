// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CorporatePage } from '@/api/contract/content-blocks';
import { productsByCodeQuery, promotedCodesOf, sendContactForm } from '@/app/queries/content-pages';
import { ContactForm } from '@/features/content/ContactForm';
import { ContentPage } from '@/features/content/ContentPage';
import { FaqList } from '@/features/content/FaqList';
import { pageBlocks } from '@/lib/content-page';
import { newQueryClient, renderView, seededPage, seededProducts } from './render';

vi.mock('@/app/queries/content-pages', async (original) => ({
  ...(await original<typeof import('@/app/queries/content-pages')>()),
  sendContactForm: vi.fn(),
}));

const send = vi.mocked(sendContactForm);

describe('page assembly', () => {
  it('renders the enabled components in order and skips disabled ones', () => {
    const page = seededPage('corporate-page-components');
    const client = newQueryClient();
    for (const codes of promotedCodesOf(page)) {
      client.setQueryData(productsByCodeQuery('en', codes).queryKey, seededProducts(codes));
    }
    const { container } = renderView(<ContentPage page={page} />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Page components' })).toBeTruthy();
    const kinds = [...container.querySelectorAll<HTMLElement>('[data-block]')].map(
      (block) => block.dataset.block,
    );
    expect(kinds).toEqual([
      ...Array(5).fill('corporate_content'),
      'content_slider',
      'image_gallery',
      'image_grid',
      'promoted_products',
      'highlights',
    ]);
    expect(screen.queryByText('Disabled gallery')).toBeNull();
  });

  it('skips a missing reference or one of another schema, and shows the empty state when nothing is left', () => {
    const page = seededPage('about-us');
    const [first, second] = page.content.content_component;
    if (!first || !second) throw new Error('about-us has blocks');
    const broken: CorporatePage = {
      ...page,
      content: {
        ...page.content,
        content_component: [
          {
            enabled: true,
            conten_sub_schema: { schema: 'image_grid', id: first.conten_sub_schema.id },
          },
          { enabled: true, conten_sub_schema: { schema: 'highlights', id: 'missing' } },
          { ...second, enabled: false },
        ],
      },
    };
    expect(pageBlocks(broken)).toEqual([]);
    const { container } = renderView(<ContentPage page={broken} />);
    expect(screen.getByRole('heading', { level: 1, name: page.content.title })).toBeTruthy();
    expect(container.querySelector('[data-empty-state="default_warning"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeTruthy();
  });

  it('blog posts are articles, newest first, with their dates', () => {
    renderView(<ContentPage page={seededPage('media-releases')} variant="blog" />);
    const articles = screen.getAllByRole('article');
    expect(articles.length).toBeGreaterThan(1);
    const dates = articles.map(
      (article) => article.querySelector('time')?.getAttribute('datetime') ?? '',
    );
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('FAQs', () => {
  it('each question is a disclosure button that shows its answer', () => {
    renderView(<FaqList page={seededPage('faqs')} />);
    const button = screen.getByRole('button', { name: 'When do you deliver?' });
    const answer = () => screen.getByText(/Regular delivery runs every day/);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer().closest('[hidden]')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer().closest('[hidden]')).toBeNull();
    expect(button.getAttribute('aria-controls')).toBe(answer().closest('[id]')?.id);
  });
});

describe('contact form', () => {
  beforeEach(() => {
    send.mockReset();
  });

  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

  it('checks the fields on submit and sends nothing while they are invalid', async () => {
    renderView(<ContactForm />);
    fill('E-mail', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the platform’s message on failure and keeps the input', async () => {
    let sent: unknown;
    send.mockImplementation(async (form) => {
      sent = form;
      throw new ApiError({
        kind: 'http',
        endpoint: 'POST /v3/contact',
        status: 500,
        userMessage: 'Try later please',
      });
    });
    renderView(<ContactForm />);
    fill('Name', 'Eleni');
    fill('E-mail', 'eleni@example.gr');
    fill('Message', 'Hello there');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Try later please');
    expect(sent).toEqual({
      name: 'Eleni',
      email: 'eleni@example.gr',
      message: 'Hello there',
    });
    expect((screen.getByLabelText('Name', { exact: false }) as HTMLInputElement).value).toBe(
      'Eleni',
    );
    expect((screen.getByLabelText('Message', { exact: false }) as HTMLTextAreaElement).value).toBe(
      'Hello there',
    );
  });

  it('thanks the shopper once sent', async () => {
    send.mockResolvedValue(undefined);
    renderView(<ContactForm />);
    fill('Name', 'Eleni');
    fill('E-mail', 'eleni@example.gr');
    fill('Message', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Thank you, your message was sent' }),
      ).toBeTruthy(),
    );
  });
});
