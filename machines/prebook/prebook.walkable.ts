import { type JourneyPath, valueKey } from '../testing/journey-paths';

const atSheet = (state: Parameters<typeof valueKey>[0]) => valueKey(state).startsWith('{"picking"');

const extending = (state: Parameters<typeof valueKey>[0]) =>
  valueKey(state) === valueKey({ reserved: 'extending' });

/** Events the shop's UI performs by loading a document (the journey starts again from storage). */
const loadsDocument = (type: string) => type === 'checkout.enter' || type === 'order.placed';

/**
 * Which paths of pre-booking a shopper can walk (e2e/journeys/prebook.spec.ts). Not: going to or
 * leaving checkout while the time-slot sheet is open (a modal sheet: the page behind it cannot be
 * left by a click, and a document load would close the sheet); going to checkout or placing an
 * order while "Keep my slot" is with the platform (a document load: the new page does not wait
 * for the old page's call). Saving and dismissing while the reservation-error modal covers the
 * sheet the machine itself refuses, as the UI does. A logout here: the session's tours and
 * e2e/seams-logout.spec.ts walk it, signed in, with the slot's reset checked.
 */
export const walkableInUi = (path: JourneyPath) =>
  path.steps.every((step, i) => {
    if (step.event.type === 'session.loggedOut') return false;
    if (i === 0) return true;
    const before = path.steps[i - 1]!.state;
    if (step.event.type.startsWith('checkout.') && atSheet(before)) return false;
    return !(loadsDocument(step.event.type) && extending(before));
  });
