// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { journeys } from '@machines/index';
import { generateJourneyPaths, valueKey } from '@machines/testing/journey-paths';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PathReplay } from '@/explorer/PathReplay';

/**
 * The explorer's replay of every registered journey (the browser replays one, with its diagram:
 * e2e/explorer.spec.ts): the longest generated path, two steps one at a time and then to the end,
 * shows each state its step names and ends where the path ends.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} });
afterEach(cleanup);

describe.each(journeys.map((journey) => [journey.id, journey] as const))(
  'the replay of %s',
  (_id, journey) => {
    it('reaches the state each step names, and the last one at the end', () => {
      const paths = generateJourneyPaths(journey.machine, journey.model);
      const longest = paths.reduce((a, b) => (b.steps.length > a.steps.length ? b : a));
      const index = paths.indexOf(longest);
      const last = longest.steps.at(-1);
      if (!last) throw new Error(`${journey.id}: its longest path has no step`);
      const reached: (typeof last.state)[] = [];
      render(
        <I18nProvider i18n={i18n}>
          <PathReplay
            journey={journey}
            paths={paths}
            onState={(value) => reached.push(value as typeof last.state)}
          />
        </I18nProvider>,
      );
      expect(screen.getAllByRole('button', { name: /^Replay path \d+$/ })).toHaveLength(
        paths.length,
      );
      fireEvent.click(screen.getByRole('button', { name: `Replay path ${index + 1}` }));
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
      expect(reached.at(-1)).toEqual(last.state);
    });
  },
);
