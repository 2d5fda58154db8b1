import { consentMachine } from '@machines/consent/consent.machine';
import { consentModel } from '@machines/consent/consent.model';
import type { JourneyModel } from '@machines/testing/journey-paths';
import { uiRunCoverage } from '@machines/testing/ui-runs';
import { generateUiTours } from '@machines/testing/ui-tours';
import { describe, expect, it } from 'vitest';

const journey = { id: 'consent', machine: consentMachine, model: consentModel as JourneyModel };
const paths = generateUiTours(consentMachine, consentModel as JourneyModel);

/** A prerendered page's steps: walked by every prerendered page load, not by a UI tour. */
const PRERENDERED = [
  'checking --always--> awaitingKept',
  'awaitingKept --kept.restore--> checking',
];

describe('UI-level coverage from the last e2e run', () => {
  it('counts only the paths that passed in the browser', () => {
    const [first, second, third] = paths;
    const c = uiRunCoverage(journey, {
      consent: { [first!.name]: 'passed', [second!.name]: 'failed', [third!.name]: 'timedOut' },
    });
    expect(c.paths).toBe(paths.length);
    expect(c.passed).toEqual([first!.name]);
    expect(c.failed).toEqual([second!.name, third!.name]);
    expect(c.notRun).toHaveLength(paths.length - 3);
    expect(c.uiTransitions.length).toBeGreaterThan(0);
    expect(c.uiTransitions.length).toBeLessThan(c.transitions.length);
  });

  it("covers every transition but the prerendered page's when every generated path passed", () => {
    const all = Object.fromEntries(paths.map((p) => [p.name, 'passed']));
    const c = uiRunCoverage(journey, { consent: all });
    expect(c.uiTransitions).toEqual(c.transitions.filter((t) => !PRERENDERED.includes(t)));
    expect(c.uiStates).toEqual(c.states.filter((s) => s !== 'awaitingKept'));
    expect(c.notRun).toEqual([]);
  });

  it('walks nothing when the journey did not run', () => {
    const c = uiRunCoverage(journey, {});
    expect(c.uiTransitions).toEqual([]);
    expect(c.notRun).toHaveLength(paths.length);
  });
});
