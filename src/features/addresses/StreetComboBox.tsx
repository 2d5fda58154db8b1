import { useLingui } from '@lingui/react/macro';
import { fieldError, fieldValue } from '@machines/saved-addresses/saved-addresses.selectors';
import { useQuery } from '@tanstack/react-query';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { streetProvider } from '@/app/actors/saved-addresses-effects';
import { AUTOCOMPLETE_MIN_CHARS, suggestStreets } from '@/lib/address-autocomplete';
import { fieldErrorText } from '@/lib/field-error';
import styles from './Addresses.module.css';
import { useAddressForm, useAddressFormSelector } from './address-form-actor';

const keyOf = (s: { street: string; postalCode: string }) => `${s.street}|${s.postalCode}`;

/** The street field with suggestions from the Greece-only autocomplete provider. */
export function StreetComboBox() {
  const { i18n, t } = useLingui();
  const actor = useAddressForm();
  const value = useAddressFormSelector(fieldValue('street'));
  const error = useAddressFormSelector(fieldError('street'));
  const query = value.trim();
  const { data: suggestions = [] } = useQuery({
    queryKey: ['geo', 'streets', query],
    queryFn: ({ signal }) => suggestStreets(streetProvider, query, signal),
    enabled: query.length >= AUTOCOMPLETE_MIN_CHARS,
    staleTime: 5 * 60_000,
  });
  const text = fieldErrorText(i18n, error);
  return (
    <ComboBox
      className={styles.field}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      inputValue={value}
      onInputChange={(v) => actor.send({ type: 'field.change', field: 'street', value: v })}
      onSelectionChange={(key) => {
        const picked = suggestions.find((s) => keyOf(s) === key);
        if (picked) actor.send({ type: 'street.pick', street: picked });
      }}
      items={suggestions.map((s) => ({ ...s, id: keyOf(s) }))}
      isInvalid={Boolean(text)}
    >
      <Label>{t`Street`}</Label>
      <Input autoComplete="off" />
      <FieldError className={styles.error}>{text}</FieldError>
      <Popover className={styles.popover}>
        <ListBox>
          {(item: { id: string; street: string; city: string; postalCode: string }) => (
            <ListBoxItem id={item.id} className={styles.option} textValue={item.street}>
              {item.street}, {item.city} {item.postalCode}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
