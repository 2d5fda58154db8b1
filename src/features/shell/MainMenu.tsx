import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Link } from '@/ui/Link';
import styles from './Header.module.css';

/** The four main menu entries of spec §2. */
export function MainMenu() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const items = [
    { href: '/categories', label: t`Products` },
    { href: '/offers', label: t`Offers` },
    { href: '/user/lists', label: t`My lists` },
    { href: '/user/history', label: t`My orders` },
  ];
  return (
    <nav aria-label={t`Main menu`} className={styles.menu}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
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
