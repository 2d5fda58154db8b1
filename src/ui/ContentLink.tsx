import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { normalizeWebLink } from '@/lib/content-links';
import { Link } from '@/ui/Link';

export interface ContentLinkProps {
  /** The link as stored by the editor (may be malformed or unsafe). */
  href: string | null | undefined;
  children: ReactNode;
  variant?: 'text' | 'plain' | 'button';
  className?: string;
  /** Open in a new tab (slider cards with `opennewtab`); external web links always do. */
  newTab?: boolean;
  /** Extra attributes for tracking. */
  data?: Record<`data-${string}`, string>;
  /** Called when the link is followed (a sheet closes itself). */
  onPress?: () => void;
}

/**
 * A link from an editor field (banner, slider card, block button, highlight, company sheet),
 * with the rich text's check and then only web pages or the shop's own paths
 * (`normalizeWebLink`): internal paths through the router (locale kept), external ones with
 * rel="noopener noreferrer" in a new tab; unsafe, empty or other-scheme ones (mailto:, tel:) as
 * plain text.
 */
export function ContentLink({
  href,
  children,
  variant = 'text',
  className,
  newTab = false,
  data,
  onPress,
}: ContentLinkProps) {
  const link = normalizeWebLink(href);
  if (!link) return <span className={className}>{children}</span>;
  const web = link.external && /^https?:/i.test(link.href);
  const opensTab = newTab || web;
  return (
    <Link
      {...data}
      href={link.href}
      onPress={onPress}
      variant={variant}
      className={className}
      target={opensTab ? '_blank' : undefined}
      rel={link.external || opensTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {opensTab && (
        <span className="visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      )}
    </Link>
  );
}
