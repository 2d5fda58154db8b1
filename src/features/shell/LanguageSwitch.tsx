import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { activateLocale } from '@/i18n/i18n';
import { type Locale, withLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import styles from './Header.module.css';

/**
 * Switches between Greek and English, staying on the same page. Hidden on brand pages.
 * `short` (the header): ΕΛ / EN; `full` (the phone's menu drawer): the language's own name.
 */
export function LanguageSwitch({ variant = 'short' }: { variant?: 'short' | 'full' }) {
  const { t } = useLingui();
  const router = useRouter();
  const locale = useLocale();
  const location = useRouterState({ select: (s) => s.location });
  if (location.pathname.startsWith('/brand/')) return null;
  const other: Locale = locale === 'el' ? 'en' : 'el';
  const name = other === 'el' ? 'Ελληνικά' : 'English';
  const href = withLocale(location.pathname, other) + location.searchStr;
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    await activateLocale(other);
    // The route stays the same (routes are locale-free); only the public URL changes, so
    // push it on the history directly: a router navigation to the same route would be a no-op.
    router.history.push(href);
  };
  return (
    <a
      className={styles.language}
      href={href}
      hrefLang={other === 'el' ? 'el-GR' : 'en-GB'}
      lang={other === 'el' ? 'el-GR' : 'en-GB'}
      onClick={onClick}
      aria-label={variant === 'short' ? name : undefined}
      title={t`Change language`}
    >
      {variant === 'short' ? (other === 'el' ? 'ΕΛ' : 'EN') : name}
    </a>
  );
}
