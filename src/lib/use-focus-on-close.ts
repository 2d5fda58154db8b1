import { useEffect, useRef } from 'react';

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
