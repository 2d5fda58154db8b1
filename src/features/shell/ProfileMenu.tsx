import { Trans, useLingui } from '@lingui/react/macro';
import { isConfirmOpen } from '@machines/logout/logout.selectors';
import { currentUser, hasSession, isProfileFailed } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { LogoutActor, LogoutProvider } from '@/app/actors/logout';
import { LoginGateHost } from '@/app/parts/LoginGateHost';
import { LogoutModal } from '@/app/parts/lazy-session';
import { configurationQuery } from '@/app/queries/content';
import { useJourney, useJourneyRef } from '@/app/shop';
import { accountPaths, allowedAccountPages } from '@/lib/account-access';
import { accountLabels } from '@/lib/account-labels';
import { UserIcon } from '@/ui/icons';
import styles from './Header.module.css';
import own from './ProfileMenu.module.css';

/**
 * The profile menu: a visitor sees log in and register (coming back to this page); a customer
 * sees their first name and avatar, exactly the account pages the configuration allows, and
 * log out. Also hosts the login-required modals the visitor gates open.
 */
export default function ProfileMenu() {
  const signedIn = useJourney('session', hasSession);
  return (
    <LogoutProvider>
      {signedIn ? <CustomerMenu /> : <VisitorMenu />}
      <LogoutConfirm />
      <LoginGateHost />
    </LogoutProvider>
  );
}

function VisitorMenu() {
  const { t } = useLingui();
  const here = useRouterState({ select: (s) => s.location.href });
  const back = here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`;
  return (
    <MenuTrigger>
      <Button className={styles.iconButton} aria-label={t`Account`}>
        <UserIcon />
        <span className={styles.profileLabel}>
          <Trans>Sign in</Trans>
        </span>
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu className={styles.menuList} aria-label={t`Account`}>
          <MenuItem className={styles.menuItem} href={`/login${back}`}>
            <Trans>Log in</Trans>
          </MenuItem>
          <MenuItem className={styles.menuItem} href={`/register${back}`}>
            <Trans>Create an account</Trans>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function CustomerMenu() {
  const { t, i18n } = useLingui();
  const session = useJourneyRef('session');
  const user = useJourney('session', currentUser);
  const profileFailed = useJourney('session', isProfileFailed);
  const logout = LogoutActor.useActorRef();
  const config = useQuery(configurationQuery()).data;
  const pages = user && config ? allowedAccountPages(config, user) : [];
  const firstName = user?.firstName ?? '';
  return (
    <MenuTrigger>
      <Button
        className={styles.iconButton}
        aria-label={firstName ? t`Account of ${firstName}` : t`Your account`}
      >
        {user?.avatarURL ? (
          <img src={user.avatarURL} alt="" width={24} height={24} className={own.avatar} />
        ) : (
          <UserIcon />
        )}
        <span className={styles.profileLabel}>{firstName || <Trans>Account</Trans>}</span>
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu
          className={styles.menuList}
          aria-label={t`Account`}
          onAction={(key) => {
            if (key === 'logout') logout.send({ type: 'logout.request' });
            if (key === 'retry') session.send({ type: 'profile.retry' });
          }}
        >
          {profileFailed && (
            <MenuItem id="retry" className={styles.menuItem}>
              <Trans>Your account did not load. Try again</Trans>
            </MenuItem>
          )}
          {pages.map((page) => (
            <MenuItem key={page} id={page} className={styles.menuItem} href={accountPaths[page]}>
              {i18n._(accountLabels[page])}
            </MenuItem>
          ))}
          {pages.length > 0 && <Separator />}
          <MenuItem id="logout" className={styles.menuItem}>
            <Trans>Log out</Trans>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function LogoutConfirm() {
  const open = LogoutActor.useSelector(isConfirmOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutModal />
    </Suspense>
  );
}
