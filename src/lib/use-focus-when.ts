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
