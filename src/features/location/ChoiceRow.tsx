import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styles from './Location.module.css';

/**
 * One full-width row of the sheet's lists: the name on its own line, the address below; the
 * current choice says so in words and with a check mark, not by colour alone.
 */
export function ChoiceRow({
  name,
  lines,
  isCurrent,
  isDisabled,
  onPress,
}: {
  name: ReactNode;
  lines: ReactNode[];
  isCurrent: boolean;
  isDisabled?: boolean;
  onPress: () => void;
}) {
  return (
    <li>
      <AriaButton
        className={styles.choice}
        data-current={isCurrent || undefined}
        aria-current={isCurrent || undefined}
        isDisabled={isDisabled ?? false}
        onPress={onPress}
      >
        <span className={styles.choiceText}>
          <span className={styles.choiceName}>{name}</span>
          {lines.map((line, index) =>
            line ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines in a fixed order
              <span key={index} className={styles.choiceLine}>
                {line}
              </span>
            ) : null,
          )}
          {isCurrent && (
            <span className={styles.currentMark}>
              <span aria-hidden="true">✓ </span>
              <Trans>Selected</Trans>
            </span>
          )}
        </span>
      </AriaButton>
    </li>
  );
}
