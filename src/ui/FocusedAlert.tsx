import type { ReactNode } from 'react';
import { useFocusWhen } from '@/lib/use-focus-when';

/**
 * A refusal that replaces what had the focus (a dialog or a form closed by it): said at once and
 * focused, so keyboard and screen-reader users land on the news rather than the page's body.
 */
export function FocusedAlert({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useFocusWhen<HTMLParagraphElement>(true);
  return (
    <p ref={ref} tabIndex={-1} role="alert" className={className}>
      {children}
    </p>
  );
}
