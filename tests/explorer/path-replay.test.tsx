// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { journeys } from '@machines/index';
import { generateJourneyPaths, valueKey } from '@machines/testing/journey-paths';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JourneyView } from '@/explorer/JourneyView';

/**
 * The explorer's view of every registered journey (each opened from the navigation:
 * tests/explorer/navigation.test.tsx; the browser replays one, with axe: e2e/explorer.spec.ts):
 * its diagram drawn and named, a button per generated path, and a replay of its longest path, two
 * steps one at a time and then to the end, that shows each state its step names, ends where the
 * path ends and marks the state reached on the diagram.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(cleanup);

describe.each(journeys.map((journey) => [journey.id, journey] as const))(
  'the explorer view of %s',
  (_id, journey) => {
    it('draws the diagram; a replay reaches the state each step names and marks the last', async () => {
      const paths = generateJourneyPaths(journey.machine, journey.model);
      const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
      const index = paths.indexOf(longest);
      const last = longest.steps.at(-1);
      if (!last) throw new Error(`${journey.id}: its longest path has no step`);
      render(
        <I18nProvider i18n={i18n}>
          <JourneyView journey={journey} live={new Map()} />
        </I18nProvider>,
      );
      const diagram = await screen.findByRole('img', { name: `Statechart of ${journey.title}` });
      expect(diagram.querySelectorAll('g.node, g.cluster').length).toBeGreaterThan(0);
      expect(diagram.querySelector('g.is-replayed')).toBeNull();
      // `hidden: true` skips jsdom's style walk per element (11 s over the cart's 886 buttons).
      const list = screen.getByRole('list', { name: /^Generated test paths/ });
      const replays = within(list).getAllByRole('button', { hidden: true });
      expect(replays.map((b) => b.textContent)).toEqual(
        paths.map((_, i) => `Replay path ${i + 1}`),
      );

      fireEvent.click(replays[index] as HTMLElement);
      const replay = screen.getByRole('region', { name: `Replay of path ${index + 1}` });
      const state = () => within(replay).getByTestId('replay-state').textContent;
      for (const step of longest.steps.slice(0, Math.min(2, longest.steps.length - 1))) {
        fireEvent.click(within(replay).getByRole('button', { name: 'Next step' }));
        expect(state()).toBe(valueKey(step.state));
      }
      fireEvent.click(within(replay).getByRole('button', { name: 'Play to the end' }));
      expect(state()).toBe(valueKey(last.state));
      expect(within(replay).getByRole('button', { name: 'Next step' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(diagram.querySelector('g.is-replayed')).not.toBeNull();
      // The cart's 886 paths are generated twice here (2.5-3 s each idle) and drawn as 886 rows:
      // 8 s idle, over 20 s with CI's other workers.
    }, 60_000);
  },
);
