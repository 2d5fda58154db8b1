import { type JourneyPath, valueKey } from '../testing/journey-paths';

const atSheet = (state: Parameters<typeof valueKey>[0]) => valueKey(state).startsWith('{"picking"');

/**
 * Which paths of pre-booking a shopper can walk (e2e/journeys/prebook.spec.ts). Not: going to or
 * leaving checkout while the time-slot sheet is open (a modal sheet: the page behind it cannot be
 * left by a click, and a document load would close the sheet). Saving and dismissing while the
 * reservation-error modal covers the sheet the machine itself refuses, as the UI does.
 */
export const walkableInUi = (path: JourneyPath) =>
  path.steps.every(
    (step, i) =>
      !step.event.type.startsWith('checkout.') || i === 0 || !atSheet(path.steps[i - 1]!.state),
  );
