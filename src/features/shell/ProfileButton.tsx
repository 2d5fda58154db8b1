import { Trans, useLingui } from '@lingui/react/macro';
import { currentUser, hasSession, isSessionKnown } from '@machines/session/session.selectors';
import { Suspense, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useJourney } from '@/app/visit';
import { lazyPart } from '@/lib/lazy-part';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { UserIcon } from '@/ui/icons';
import styles from './Header.module.css';
import own from './ProfileButton.module.css';

// The menu carries react-aria's menu and overlay code and the configuration's call: loaded on
// the first press.
const ProfileMenu = lazyPart(() => import('./ProfileMenu'));

/**
 * The header's account button: the customer's first name and avatar (the name shows from
 * 950 px, spec §9), or "Sign in" for a visitor. Until the kept session is read it keeps its
 * room unseen, so a signed-in shopper never sees "Sign in".
 */
export function ProfileButton() {
  const { t } = useLingui();
  const known = useJourney('session', isSessionKnown);
  const signedIn = useJourney('session', hasSession);
  const user = useJourney('session', currentUser);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useOpenedOnce();
  const firstName = user?.firstName ?? '';
  const label = signedIn ? (firstName ? t`Account of ${firstName}` : t`Your account`) : t`Account`;
  return (
    <>
      <Button
        ref={trigger}
        className={`${styles.iconButton} ${known ? '' : styles.unseen}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        onPress={menu.open}
      >
        {user?.avatarURL ? (
          <img src={user.avatarURL} alt="" width={24} height={24} className={own.avatar} />
        ) : (
          <UserIcon />
        )}
        <span className={styles.profileLabel}>
          {signedIn ? firstName || <Trans>Account</Trans> : <Trans>Sign in</Trans>}
        </span>
      </Button>
      {menu.opened && (
        <Suspense fallback={null}>
          <ProfileMenu
            variant="menu"
            triggerRef={trigger}
            isOpen={menu.isOpen}
            onOpenChange={menu.setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
