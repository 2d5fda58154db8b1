import type { JourneyPath, JourneyStep } from '../testing/journey-paths';

export const output = (step: JourneyStep) => (step.event as { output?: unknown }).output;
/**
 * Which paths of service selection a shopper can walk (e2e/journeys/service-selection.spec.ts).
 * Not: closing the sheet while the cart check, the profile load or the address check runs (they
 * settle before a click can land), over the add sheet (it covers the list's Close) or from the
 * removed-items modal (it has only OK), a failing profile load (the configuration is usually
 * cached by then), the add journey failing as a whole (it ends with the saved address or none),
 * items removed for take-away (it offers every demo product), and a session ending for a visitor
 * (only a customer's can; the visit sends `session.ended` when it does), and a logout here (the
 * session's tours and e2e/seams-logout.spec.ts walk it, signed in, with its reset checked).
 */
export const walkableInUi = (path: JourneyPath) =>
  path.steps.every((step, i) => {
    // With a saved address kept, the demo customer is signed in: the sheet lists addresses.
    if (
      path.inputName === 'saved address kept from before a reload' &&
      step.event.type.endsWith('.loadShopper')
    )
      return false;
    const e = step.event.type;
    if (e === 'session.loggedOut') return false;
    // Only a signed-in customer's session can end (the visit sends it when the session does).
    if (e === 'session.ended') return path.inputName === 'saved address kept from before a reload';
    const from = i === 0 ? null : JSON.stringify(path.steps[i - 1]!.state);
    // Take-away offers every demo product: nothing can be removed for it.
    if (e === 'xstate.done.actor.revalidateCart' && from?.includes('forTakeAway'))
      return !(output(step) as unknown[]).length;
    if (e === 'xstate.error.actor.loadShopper') return false;
    // The add-address journey ends with the saved address or none; it does not fail as a whole
    // (a failed save stays in its form).
    if (e === 'xstate.error.actor.addAddress') return false;
    // The profile call failing reads as "no saved addresses" (the configuration is cached).
    if (e === 'xstate.error.actor.restoreAddress') return false;
    if (e === 'sheet.close')
      return ![
        '{"open":{"revalidating"',
        '{"open":{"delivery":"identifying"}}',
        '{"open":"removedItems"}',
        // The address check settles before a click lands; the add sheet covers the list's Close.
        '{"open":{"delivery":"checkingAddress"}}',
        '{"open":{"delivery":"addingAddress"}}',
      ].some((busy) => from?.startsWith(busy));
    return true;
  });
