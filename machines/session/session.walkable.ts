import { type JourneyPath, valueKey } from '../testing/journey-paths';

/** While the logout modal is open, only these steps can happen in the browser. */
const inLogoutModal = new Set([
  'logout.cancel',
  'logout.confirm',
  'xstate.done.actor.revokeToken',
  'xstate.error.actor.revokeToken',
]);

/**
 * Which paths of the session a shopper can walk (e2e/journeys/session.spec.ts). Not: anything
 * but the modal's own buttons and the platform's reply while the logout confirmation is open
 * (a modal: the page behind it cannot be used, and the logout call settles before another tab
 * or a 401 can be staged around it).
 */
export const walkableInUi = (path: JourneyPath) =>
  path.steps.every((step, i) => {
    if (i === 0) return true;
    const before = valueKey(path.steps[i - 1]!.state);
    const modalOpen = before.includes('confirmingLogout') || before.includes('signingOut');
    return !modalOpen || inLogoutModal.has(step.event.type);
  });
