import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useDismissedMessage } from '@/app/hooks/use-dismissed-message';
import { headerContentQuery } from '@/app/queries/content-pages';
import { useLocale } from '@/i18n/use-locale';
import { headerMessageToShow } from '@/lib/header-message';
import { useNow } from '@/lib/render-clock';
import { Button } from '@/ui/Button';
import { ContentLink } from '@/ui/ContentLink';
import styles from './HeaderMessageBar.module.css';

/**
 * The editor's short message above the header (header content's `message`), with Close. Closing
 * stores the message's id, so it stays closed until the editor publishes another. Text is
 * rendered as text; the link goes through the content link check (ContentLink). A failed content
 * call shows nothing.
 *
 * `arrivedLate`: this code came after the first paint. The bar then waits for the next page, as
 * it does when the content itself arrives after this bar first rendered: appearing would push
 * the page down (CLS).
 */
export default function HeaderMessageBar({ arrivedLate = false }: { arrivedLate?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: message } = useQuery({
    ...headerContentQuery(locale),
    select: (content) => content.message ?? null,
    // A language switch keeps the bar in place until the other language's text arrives.
    placeholderData: (previous) => previous,
  });
  const [heldOn, setHeldOn] = useState(() =>
    arrivedLate || message === undefined ? pathname : null,
  );
  if (heldOn !== null && heldOn !== pathname) setHeldOn(null);
  const [dismissedId, dismiss] = useDismissedMessage();
  const now = useNow();
  const shown =
    heldOn === null ? headerMessageToShow(message, { dismissedId, now: now.getTime() }) : null;
  if (!shown) return null;
  const close = () => {
    dismiss(shown.id);
    // The button goes away with the bar: the keyboard continues at the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <aside className={styles.bar} aria-label={t`Announcement`} data-message-id={shown.id}>
      <p className={styles.text}>
        {shown.text}
        {shown.link_title && shown.redirect_link && (
          <>
            {' '}
            <ContentLink href={shown.redirect_link} className={styles.link}>
              {shown.link_title}
            </ContentLink>
          </>
        )}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className={styles.close}
        aria-label={t`Close message`}
        onPress={close}
      >
        <span aria-hidden="true">×</span>
      </Button>
    </aside>
  );
}
