import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Heading } from 'react-aria-components';
import styles from './Overlay.module.css';

/** The head of a sheet from the left (company links, menu drawer): the shop's name and a close. */
export function BrandSheetHead({
  onClose,
  className,
}: {
  onClose: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={[styles.sheetHead, className].filter(Boolean).join(' ')}>
      <Heading slot="title" level={2}>
        <Trans>Agora Market</Trans>
      </Heading>
      <Button className={styles.sheetClose} onPress={onClose} aria-label={t`Close`}>
        ×
      </Button>
    </div>
  );
}
