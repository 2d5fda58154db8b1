import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { localeTags } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/Button';
import { PageTitle } from '@/ui/PageTitle';
import styles from './StatusPage.module.css';

/**
 * The fallback page: a back action, the server's message when there is one, date and time.
 * "Try again" asks for the page's data again: the router runs the page's loaders once more and
 * the failed queries may fetch again when the page renders (resetting the boundary alone showed
 * the same error from the cache).
 */
export default function ErrorPage({ error, reset }: { error: unknown; reset?: () => void }) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  const tryAgain = () => {
    queries.reset();
    reset?.();
    void router.invalidate();
  };
  const locale = useLocale();
  const { t } = useLingui();
  const serverMessage = isApiError(error) ? error.userMessage : undefined;
  const now = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'full',
    timeStyle: 'medium',
  }).format(new Date());
  return (
    <div className={`page ${styles.status}`} role="alert">
      <PageTitle title={t`Something went wrong`} />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {serverMessage ?? (
          <Trans>We could not show this page. Please go back and try again in a moment.</Trans>
        )}
      </p>
      <p className={styles.meta}>
        <Trans>Date and time: {now}</Trans>
      </p>
      <div className={styles.actions}>
        <Button
          onPress={() => {
            reset?.();
            router.history.back();
          }}
        >
          <Trans>Go back</Trans>
        </Button>
        <Button variant="secondary" onPress={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
}
