import { useLingui } from '@lingui/react/macro';
import { hasSession } from '@machines/session/session.selectors';
import { useRouterState } from '@tanstack/react-router';
import { type ComponentType, Suspense, type SVGProps } from 'react';
import type { MenuList } from '@/api/contract/content';
import { useJourney, useVisit } from '@/app/visit';
import type { GateKind } from '@/lib/account-access';
import { lazyPart } from '@/lib/lazy-part';
import { BasketIcon, ListIcon, ReceiptIcon, TagIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import styles from './Header.module.css';

type Kind = MenuList['items'][number]['enum'];

/** What each menu item kind opens (content-side.md "Menu and header": enum 0-3). */
const targets: Record<
  Kind,
  { href: string; gate?: GateKind; Icon: ComponentType<SVGProps<SVGSVGElement>> }
> = {
  0: { href: '/categories', Icon: BasketIcon },
  1: { href: '/offers', Icon: TagIcon },
  2: { href: '/user/lists', gate: 'lists', Icon: ListIcon },
  3: { href: '/user/history', gate: 'orders', Icon: ReceiptIcon },
};

type MenuProps = { variant?: 'bar' | 'drawer'; onNavigate?: () => void };

// The editor's menu comes with the data layer, after the first paint (ContentMenu.tsx).
const ContentMenu = lazyPart(() => import('./ContentMenu'));

/**
 * The main menu from the editor's menu content (title, items by `enum`, `has_icon`); until the
 * content arrives, or when it fails, the four entries of spec §2 in the shop's own words.
 * `onNavigate` closes the drawer that holds it on a phone.
 */
export function MainMenu(props: MenuProps) {
  const { t } = useLingui();
  const fallback: MenuList = {
    title: t`Main menu`,
    has_icon: true,
    items: [
      { enum: 0, title: t`Products` },
      { enum: 1, title: t`Offers` },
      { enum: 2, title: t`My lists` },
      { enum: 3, title: t`My orders` },
    ],
  };
  return (
    <Suspense fallback={<MenuView menu={fallback} {...props} />}>
      <ContentMenu fallback={fallback} {...props} />
    </Suspense>
  );
}

/** A menu list as links; a visitor's lists and orders open the login-required modal instead. */
export function MenuView({ menu, variant = 'bar', onNavigate }: MenuProps & { menu: MenuList }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const signedIn = useJourney('session', hasSession);
  const visit = useVisit();
  return (
    <nav aria-label={menu.title} className={variant === 'bar' ? styles.menu : styles.drawerMenu}>
      <ul>
        {menu.items.map((item) => {
          const { href, gate, Icon } = targets[item.enum];
          return (
            <li key={item.enum}>
              <Link
                // Spec §6: the login-required modal for lists and orders.
                {...(gate && !signedIn
                  ? {
                      onPress: () => {
                        onNavigate?.();
                        visit.send({ type: 'loginGate.open', kind: gate });
                      },
                    }
                  : { href, onPress: onNavigate })}
                variant="plain"
                className={styles.menuLink}
                aria-current={pathname.startsWith(href) ? 'page' : undefined}
              >
                {menu.has_icon && <Icon className={styles.menuIcon} />}
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
