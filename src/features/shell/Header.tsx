import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { LeafIcon } from '@/ui/icons';
import { Link } from '@/ui/Link';
import { CartButton } from './CartButton';
import styles from './Header.module.css';
import { isCheckoutPath } from './hidden-paths';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';
import { ServiceButton, TimeSlotButton } from './ServiceControls';

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
          <ProfileMenu />
          {!checkout && <CartButton />}
        </div>
      </div>
      <div className={styles.subbar}>
        <MainMenu />
        <div className={styles.service}>
          <ServiceButton />
          {!checkout && <TimeSlotButton />}
        </div>
      </div>
    </header>
  );
}
