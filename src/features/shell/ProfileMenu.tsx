import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { UserIcon } from '@/ui/icons';
import styles from './Header.module.css';

/** Profile menu. A visitor sees login and register; account entries come with the account issue. */
export default function ProfileMenu() {
  const { t } = useLingui();
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
          <MenuItem className={styles.menuItem} href="/login">
            <Trans>Log in</Trans>
          </MenuItem>
          <MenuItem className={styles.menuItem} href="/register">
            <Trans>Create an account</Trans>
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
