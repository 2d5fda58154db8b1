// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterBlock } from '@/features/newsletter/NewsletterBlock';
import { contentFor } from '@/mocks/seed/content/content-for';
import { renderView } from './render';

const { newsletter } = contentFor('en').footer;

describe("the footer's newsletter block (content-side.md: newsletter {…, enabled})", () => {
  it('shows the sign-up form when the editor enabled it', () => {
    renderView(<NewsletterBlock newsletter={{ ...newsletter, enabled: true }} />);
    expect(screen.getByRole('textbox', { name: 'Your e-mail address' })).toBeTruthy();
    expect(screen.getByText(newsletter.title)).toBeTruthy();
  });

  it('shows nothing when the editor turned it off', () => {
    const { container } = renderView(
      <NewsletterBlock newsletter={{ ...newsletter, enabled: false }} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
