import { useLingui } from '@lingui/react/macro';
import { currentUser, hasSession, isProfileFailed } from '@machines/session/session.selectors';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { Link as AriaLink, Button, Menu, MenuItem, Popover } from 'react-aria-components';
import { configurationQuery } from '@/app/queries/content';
import { useJourney, useJourneyRef } from '@/app/visit';
import { accountPaths, allowedAccountPages } from '@/lib/account-access';
import { accountLabels } from '@/lib/account-labels';
import styles from './Header.module.css';
import own from './ProfileMenu.module.css';

/** One entry of the account menu: a page to open, or an action (`retry`, `logout`). */
interface Entry {
  id: string;
  label: string;
  href?: string;
}

/**
 * What the account menu offers: a visitor logs in or registers (coming back to this page); a
 * customer gets exactly the account pages the configuration allows and log out, with a retry
 * first when their profile did not load.
 */
function useAccountEntries(): { signedIn: boolean; firstName: string; entries: Entry[] } {
  const { t, i18n } = useLingui();
  const signedIn = useJourney('session', hasSession);
  const user = useJourney('session', currentUser);
  const profileFailed = useJourney('session', isProfileFailed);
  const config = useQuery(configurationQuery()).data;
  const here = useRouterState({ select: (s) => s.location.href });
  if (!signedIn) {
    const back = here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`;
    return {
      signedIn,
      firstName: '',
      entries: [
        { id: 'login', label: t`Log in`, href: `/login${back}` },
        { id: 'register', label: t`Create an account`, href: `/register${back}` },
      ],
    };
  }
  const pages = user && config ? allowedAccountPages(config, user) : [];
  return {
    signedIn,
    firstName: user?.firstName ?? '',
    entries: [
      ...(profileFailed ? [{ id: 'retry', label: t`Your account did not load. Try again` }] : []),
      ...pages.map((page) => ({
        id: page,
        label: i18n._(accountLabels[page]),
        href: accountPaths[page],
      })),
      { id: 'logout', label: t`Log out` },
    ],
  };
}

/** Runs an entry that is an action rather than a page. */
function useEntryAction() {
  const session = useJourneyRef('session');
  return (id: string) => {
    if (id === 'logout') session.send({ type: 'logout.request' });
    if (id === 'retry') session.send({ type: 'profile.retry' });
  };
}

/** The header's account menu, opened by its button (ProfileButton.tsx) once it has loaded. */
interface MenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The profile menu. In the header (`menu`): the menu its button opens (the button is the
 * header's own, so this code loads on the first press). In the phone's menu drawer (`list`):
 * the same entries as a list. "Log out" opens the session's confirmation (LogoutHost).
 */
export default function ProfileMenu(
  props: ({ variant: 'menu' } & MenuProps) | { variant: 'list'; onNavigate?: () => void },
) {
  return props.variant === 'menu' ? (
    <AccountMenu {...props} />
  ) : (
    <AccountList onNavigate={props.onNavigate} />
  );
}

function AccountMenu({ triggerRef, isOpen, onOpenChange }: MenuProps) {
  const { t } = useLingui();
  const { entries } = useAccountEntries();
  const run = useEntryAction();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger="MenuTrigger"
      placement="bottom end"
      className={styles.popover}
    >
      <Menu
        className={styles.menuList}
        aria-label={t`Account`}
        autoFocus="first"
        onAction={(key) => run(String(key))}
        onClose={() => onOpenChange(false)}
      >
        {entries.map((entry) => (
          <MenuItem key={entry.id} id={entry.id} className={styles.menuItem} href={entry.href}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

function AccountList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const { signedIn, firstName, entries } = useAccountEntries();
  const run = useEntryAction();
  return (
    <nav aria-label={signedIn && firstName ? t`Account of ${firstName}` : t`Account`}>
      <ul className={own.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.href ? (
              <AriaLink className={styles.menuItem} href={entry.href} onPress={onNavigate}>
                {entry.label}
              </AriaLink>
            ) : (
              <Button
                className={styles.menuItem}
                onPress={() => {
                  run(entry.id);
                  // The logout confirmation opens over the page, not over the drawer.
                  if (entry.id === 'logout') onNavigate?.();
                }}
              >
                {entry.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
