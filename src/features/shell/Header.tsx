import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { LoginGateHost } from '@/app/parts/LoginGateHost';
import { LogoutHost } from '@/app/parts/LogoutHost';
import { useVisitState } from '@/app/visit';
import { afterLoad } from '@/lib/after-load';
import { lazyPart } from '@/lib/lazy-part';
import { LeafIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import { CartButton } from './CartButton';
import { CompanyButton } from './CompanyButton';
import styles from './Header.module.css';
import { isCheckoutPath } from './hidden-paths';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { MenuButton } from './MenuButton';
import { ProfileButton } from './ProfileButton';
import { SearchBox } from './SearchBox';

// Menus and popovers carry react-aria's overlay code: loaded right after the first paint.
const ServiceButton = lazyPart(() => import('./ServiceButton'));
const TimeSlotButton = lazyPart(() => import('./TimeSlotButton'));
// Offline and new-version bands: loaded when one is needed.
const ConnectionNotices = lazyPart(() => import('./ConnectionNotices'));

/**
 * The shop header. Below 850 px (spec §9): the menu button (a drawer with the main menu, the
 * company links, language and account), brand and profile on a first row that scrolls away,
 * then search and cart, then the service and time-slot state, which stay. From 850 px: brand,
 * search and tools, then company, main menu and the service and time-slot state.
 */
export function Header() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const checkout = isCheckoutPath(pathname);
  const notices = useVisitState((s) => !s.context.online || s.context.updateReady);
  // Their code comes 3 s after the page's load: the offline band shows without the worker too.
  useEffect(() => afterLoad(() => void ConnectionNotices.preload(), 3000), []);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MenuButton className={styles.menuButton} />
        <Link href="/" variant="plain" className={styles.brand} aria-label={t`Agora Market, home`}>
          <LeafIcon className={styles.brandMark} />
          <span className={styles.brandName}>
            <Trans>Agora Market</Trans>
          </span>
        </Link>
        <SearchBox />
        <div className={styles.tools}>
          <span className={styles.desktopOnly}>
            <LanguageSwitch />
          </span>
          <span className={styles.profile}>
            <ProfileButton />
            <LoginGateHost />
            <LogoutHost />
          </span>
          {!checkout && (
            <span className={styles.cartSlot}>
              <CartButton />
            </span>
          )}
        </div>
      </div>
      <div className={styles.subbar}>
        <div className={styles.desktopNav}>
          <CompanyButton className={styles.companyButton} />
          <MainMenu />
        </div>
        <div className={styles.service}>
          <Suspense fallback={<span className={styles.servicePlaceholder} />}>
            <ServiceButton />
            {!checkout && <TimeSlotButton />}
          </Suspense>
        </div>
      </div>
      {/* Always there (empty), so a band that comes is announced. */}
      <div role="status">
        {notices && (
          <Suspense fallback={null}>
            <ConnectionNotices />
          </Suspense>
        )}
      </div>
    </header>
  );
}
