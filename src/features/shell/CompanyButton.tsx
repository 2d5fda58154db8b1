import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { CompanySheet } from '@/app/parts/lazy-content';

/** The desktop header's "Company" button; the side sheet's code loads on the first press. */
export function CompanyButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Trans>Company</Trans>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CompanySheet isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
