import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from '@/ui/ChevronIcon';
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
          <ChevronIcon direction="down" className={styles.chevron} />
        </button>
        <span className={styles.wideTitle}>{title}</span>
      </h2>
      <ul id={`${id}-links`} className={styles.groupLinks} data-open={open}>
        {children}
      </ul>
    </div>
  );
}
