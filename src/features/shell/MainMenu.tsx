import { useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { useRouterState } from '@tanstack/react-router';
import { useLoginGate } from '@/app/hooks/use-login-gate';
import { useJourney } from '@/app/shop';
import type { GateKind } from '@/lib/account-access';
import { Link } from '@/ui/Link';
import styles from './Header.module.css';

/** The four main menu entries of spec §2. */
export function MainMenu() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const signedIn = useJourney('session', hasSession);
  const requireLogin = useLoginGate();
  const items: { href: string; label: string; gate?: GateKind }[] = [
    { href: '/categories', label: t`Products` },
    { href: '/offers', label: t`Offers` },
    { href: '/user/lists', label: t`My lists`, gate: 'lists' },
    { href: '/user/history', label: t`My orders`, gate: 'orders' },
  ];
  return (
    <nav aria-label={t`Main menu`} className={styles.menu}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              // A visitor's lists and orders open the login-required modal instead (spec §6).
              {...(item.gate && !signedIn
                ? { onPress: () => requireLogin(item.gate!) }
                : { href: item.href })}
              variant="plain"
              className={styles.menuLink}
              aria-current={pathname.startsWith(item.href) ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
