import { type ReactNode, useId, useState } from 'react';
import styles from './Footer.module.css';

/**
 * A footer group: on a phone a disclosure button (aria-expanded) opens and closes its links,
 * starting as the editor's `open` flag says; from 850 px every group shows its links and the
 * title is a plain heading. CSS decides which (no width read in script: the footer renders the
 * same for every screen).
 */
export function FooterGroup({
  title,
  open: initiallyOpen,
  children,
}: {
  title: string;
  open: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-links`}
          onClick={() => setOpen(!open)}
        >
          {title}
          <svg
            className={styles.chevron}
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <span className={styles.wideTitle}>{title}</span>
      </h2>
      <ul id={`${id}-links`} className={styles.groupLinks} data-open={open}>
        {children}
      </ul>
    </div>
  );
}
