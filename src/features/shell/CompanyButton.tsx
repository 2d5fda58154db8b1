import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { CompanySheet } from '@/app/parts/lazy-content';
import { useOpenedOnce } from '@/lib/use-opened-once';

/** The desktop header's "Company" button; the side sheet's code loads on the first press. */
export function CompanyButton({ className }: { className?: string }) {
  const sheet = useOpenedOnce();
  return (
    <>
      <Button
        className={className}
        aria-haspopup="dialog"
        aria-expanded={sheet.isOpen}
        onPress={sheet.open}
      >
        <Trans>Company</Trans>
      </Button>
      {sheet.opened && (
        <Suspense fallback={null}>
          <CompanySheet isOpen={sheet.isOpen} onOpenChange={sheet.setOpen} />
        </Suspense>
      )}
    </>
  );
}
