import { useLingui } from '@lingui/react/macro';
import { Button, Group } from 'react-aria-components';
import styles from './QuantityStepper.module.css';

/**
 * − quantity + for one line, named after it ("One more Feta, Thin slices"); the quantity is
 * announced when it changes. One less from 1 is the caller's to decide (remove, or nothing).
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  return (
    <Group className={styles.stepper} aria-label={t`Quantity of ${name}`}>
      <Button
        className={styles.stepButton}
        aria-label={t`One less ${name}`}
        onPress={() => onChange(quantity - 1)}
      >
        −
      </Button>
      <output aria-live="polite" className={styles.quantity}>
        {quantity}
      </output>
      <Button
        className={styles.stepButton}
        aria-label={t`One more ${name}`}
        isDisabled={quantity >= max}
        onPress={() => onChange(quantity + 1)}
      >
        +
      </Button>
    </Group>
  );
}
