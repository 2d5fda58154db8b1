import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { CompanySheet } from '@/app/parts/lazy-content';
import { lazyPart } from '@/lib/lazy-part';
import { LeafIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import { CartButton } from './CartButton';
import styles from './Header.module.css';
import { isCheckoutPath } from './hidden-paths';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { SearchBox } from './SearchBox';

// Menus and popovers carry react-aria's overlay code: loaded right after the first paint.
const ProfileMenu = lazyPart(() => import('./ProfileMenu'));
const ServiceButton = lazyPart(() => import('./ServiceButton'));
const TimeSlotButton = lazyPart(() => import('./TimeSlotButton'));

/** The shop header: brand, search, service and slot controls, cart, profile, main menu. */
export function Header() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const checkout = isCheckoutPath(pathname);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" variant="plain" className={styles.brand} aria-label={t`Agora Market, home`}>
          <LeafIcon className={styles.brandMark} />
          <span className={styles.brandName}>
            <Trans>Agora Market</Trans>
          </span>
        </Link>
        <SearchBox />
        <div className={styles.tools}>
          <LanguageSwitch />
          <Suspense fallback={<span className={styles.placeholder} />}>
            <ProfileMenu />
          </Suspense>
          {!checkout && <CartButton />}
        </div>
      </div>
      <div className={styles.subbar}>
        <Suspense fallback={<span className={styles.placeholder} />}>
          <CompanySheet buttonClassName={styles.pill} />
        </Suspense>
        <MainMenu />
        <div className={styles.service}>
          <Suspense fallback={<span className={styles.placeholder} />}>
            <ServiceButton />
            {!checkout && <TimeSlotButton />}
          </Suspense>
        </div>
      </div>
    </header>
  );
}
