// @vitest-environment jsdom
import { journeys } from '@machines/index';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ExplorerApp } from '@/explorer/ExplorerApp';
import { renderView } from '../content/render';

/**
 * The explorer's navigation (`#<id>` links in the page): every registered journey listed, each
 * opened from it. Each journey's diagram and replay: tests/explorer/path-replay.test.tsx; the
 * explorer's page load, its live view of a second tab and axe: e2e/explorer.spec.ts.
 */
it('lists every registered journey and opens each from the navigation', async () => {
  renderView(<ExplorerApp />);
  const nav = within(screen.getByRole('navigation', { name: 'Journeys' }));
  expect(nav.getAllByRole('link')).toHaveLength(journeys.length);
  for (const journey of journeys) {
    const link = nav.getByRole('link', { name: journey.title });
    fireEvent.click(link);
    const view = within(await screen.findByRole('article', { name: journey.title }));
    expect(view.getByRole('heading', { level: 2, name: journey.title })).toBeDefined();
    expect(view.getByText(journey.spec)).toBeDefined();
    expect(link.getAttribute('aria-current')).toBe('page');
  }
});
