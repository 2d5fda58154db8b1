import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './Toast.module.css';

import { TOAST_REGION_ID as REGION_ID } from './ToastRegion';

/**
 * A toast in the shared region. `onDismiss` runs when the shopper moves to another page (a
 * notice never follows them) and, with `duration`, when its time is up; the owner of the
 * message (a journey, a page) clears it.
 */
export function Toast({
  children,
  onDismiss,
  duration,
  urgent = false,
}: {
  children: ReactNode;
  onDismiss: () => void;
  duration?: number;
  /** An error the shopper must hear at once (role alert); others are read politely. */
  urgent?: boolean;
}) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) dismiss.current();
  }, [pathname]);
  useEffect(() => {
    if (duration === undefined) return;
    const timer = setTimeout(() => dismiss.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);
  const toast = (
    <div role={urgent ? 'alert' : 'status'} className={styles.toast}>
      {children}
    </div>
  );
  // Not in prerendered HTML nor in its hydration: a toast is a moment of this visit, and its
  // portal target (the shell's region) is found in the browser's document only.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  // Before the shell's region is in the document (or outside the shell), the toast shows in place.
  const region = document.getElementById(REGION_ID);
  return region ? createPortal(toast, region) : <div className={styles.region}>{toast}</div>;
}
