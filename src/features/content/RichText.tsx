import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';
import { splitLocale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { INTERNAL_LINK_ATTR, sanitizeHtml } from '@/lib/sanitize';
import styles from './RichText.module.css';

/**
 * Editor rich HTML, sanitized (DOMPurify, strict allow-list) before it reaches the DOM. Clicks on
 * internal links inside it go through the router instead of reloading the shop.
 */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const locale = useLocale();
  // Optional so the view renders outside the app's router too (tests, previews).
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const safe = useMemo(() => sanitizeHtml(html, locale), [html, locale]);
  if (!safe) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.(`a[${INTERNAL_LINK_ATTR}]`);
    const href = anchor?.getAttribute('href');
    if (!href || !router) return;
    event.preventDefault();
    void router.navigate({ href: splitLocale(href).path });
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegates clicks of real links inside; Enter on a link fires click too.
    <div
      className={[styles.rich, className].filter(Boolean).join(' ')}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeHtml above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
