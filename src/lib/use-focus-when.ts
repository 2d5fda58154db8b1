import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (give it `tabIndex={-1}`) when `when` turns true: the news that
 * replaces what had the focus (a form gone after its change, a dialog closed by a refusal), so
 * keyboard and screen-reader users are not left on the page's body.
 */
export function useFocusWhen<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/**
 * Moves focus to the element when `open` turns false: the button that opened a form or panel the
 * shopper has just closed without a change, so focus does not fall to the page's body.
 */
export function useFocusOnClose<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return ref;
}
