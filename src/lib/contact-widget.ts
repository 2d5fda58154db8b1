/**
 * The contact widget ("contact pigeon") update (content-side.md §7, §8): the event object is
 * passed as is to a callback the host page provides; a failure is returned and logged, never
 * thrown, so the caller's own flow goes on.
 */
export const CONTACT_WIDGET_ERROR = "Couldn't update contact pigeon";

export type ContactWidgetCallback<TEvent> = (event: TEvent) => unknown;

export type ContactWidgetResult = { ok: true } | { ok: false; error: string };

export async function updateContactWidget<TEvent>(
  event: TEvent,
  callback: ContactWidgetCallback<TEvent>,
  log: (message: string, cause: unknown) => void = (message, cause) =>
    console.error(message, cause),
): Promise<ContactWidgetResult> {
  try {
    await callback(event);
    return { ok: true };
  } catch (cause) {
    log(CONTACT_WIDGET_ERROR, cause);
    return { ok: false, error: CONTACT_WIDGET_ERROR };
  }
}
