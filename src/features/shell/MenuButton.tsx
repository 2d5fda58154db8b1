import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocale } from '@/i18n/use-locale';
import { lazyPart } from '@/lib/lazy-part';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { MenuIcon } from '@/ui/icons';

// The drawer carries react-aria's overlay code and the account menu: loaded on the first press.
const MenuDrawer = lazyPart(() => import('./MenuDrawer'));

/** The phone's menu button (below 850 px): opens the drawer with the menus, language, account. */
export function MenuButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const drawer = useOpenedOnce();
  // Any move to another page or language (a link in the drawer, back, forward) closes it.
  // (The language is not in the router's locale-free location: it counts on its own.)
  const locale = useLocale();
  const href = `${locale}${useRouterState({ select: (s) => s.location.href })}`;
  const [openedAt, setOpenedAt] = useState(href);
  if (drawer.isOpen && openedAt !== href) {
    drawer.setOpen(false);
    setOpenedAt(href);
  }
  return (
    <>
      <Button
        className={className}
        aria-label={t`Menu`}
        aria-expanded={drawer.isOpen}
        onPress={() => {
          drawer.open();
          setOpenedAt(href);
        }}
      >
        <MenuIcon />
      </Button>
      {drawer.opened && (
        <Suspense fallback={null}>
          <MenuDrawer isOpen={drawer.isOpen} onOpenChange={drawer.setOpen} />
        </Suspense>
      )}
    </>
  );
}
