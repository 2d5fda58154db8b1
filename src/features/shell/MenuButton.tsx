import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { lazyPart } from '@/lib/lazy-part';
import { MenuIcon } from '@/ui/icons';

// The drawer carries react-aria's overlay code and the account menu: loaded on the first press.
const MenuDrawer = lazyPart(() => import('./MenuDrawer'));

/** The phone's menu button (below 850 px): opens the drawer with the menus, language, account. */
export function MenuButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        className={className}
        aria-label={t`Menu`}
        aria-expanded={open}
        onPress={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MenuDrawer isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
