import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ProductOptionGroup } from '@/api/contract/catalog';
import styles from './ProductPage.module.css';

export interface ProductOptionsProps {
  groups: readonly ProductOptionGroup[];
  /** Selected option id per group (by index). */
  selected: readonly string[];
  onChange: (groupIndex: number, optionId: string) => void;
}

/** One radio group per option group (label; options with id and label). */
export function ProductOptions({ groups, selected, onChange }: ProductOptionsProps) {
  return groups.map((group, index) => (
    <RadioGroup
      key={group.label}
      className={styles.group}
      value={selected[index] ?? null}
      onChange={(value) => onChange(index, value)}
      orientation="horizontal"
    >
      <Label className={styles.groupLabel}>{group.label}</Label>
      <div className={styles.options}>
        {group.options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.option}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  ));
}
