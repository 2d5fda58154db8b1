import styles from './ToastRegion.module.css';

export const TOAST_REGION_ID = 'toasts';

/**
 * Where every toast and snackbar of the shop shows (src/ui/Toast.tsx): one stack at the top of the
 * screen, so several never overlap, and none covers a page's primary action (the proceed and
 * place-order buttons sit at the end of the page) or the cookie banner at the bottom. Rendered
 * once by the shell; the toasts' own code loads with the first toast.
 */
export function ToastRegion() {
  return <div id={TOAST_REGION_ID} className={styles.region} />;
}
