import { Trans, useLingui } from '@lingui/react/macro';
import { fieldError, fieldValue } from '@machines/saved-addresses/saved-addresses.selectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { streetProvider } from '@/app/actors/page/saved-addresses-effects';
import { AUTOCOMPLETE_MIN_CHARS, suggestStreets } from '@/lib/address-autocomplete';
import { fieldErrorText } from '@/lib/field-error';
import styles from './Addresses.module.css';
import { useAddressForm, useAddressFormSelector } from './address-form-actor';

const keyOf = (s: { street: string; postalCode: string }) => `${s.street}|${s.postalCode}`;

/**
 * The street field with suggestions from the Greece-only autocomplete provider. Suggestions are
 * a help, never a condition: the list opens only when there are some (an empty answer leaves the
 * rest of the form in reach), and when the provider fails the field says so politely and the
 * street is typed by hand (the form saves as usual).
 */
export function StreetComboBox() {
  const { i18n, t } = useLingui();
  const actor = useAddressForm();
  const value = useAddressFormSelector(fieldValue('street'));
  const error = useAddressFormSelector(fieldError('street'));
  const query = value.trim();
  const asking = query.length >= AUTOCOMPLETE_MIN_CHARS;
  const { data, isError, isFetching, isSuccess, isPlaceholderData } = useQuery({
    queryKey: ['geo', 'streets', query],
    queryFn: ({ signal }) => suggestStreets(streetProvider, query, signal),
    enabled: asking,
    staleTime: 5 * 60_000,
    // The client has retried already; the next keystroke asks again.
    retry: false,
    // The list stays as it is while the next answer is on its way (no flicker per keystroke).
    placeholderData: keepPreviousData,
  });
  // A short query asks nothing and shows nothing (not the last query's list).
  const suggestions = asking ? (data ?? []) : [];
  // Said once when the provider fails, until it answers again (not again at every keystroke).
  const [unavailable, setUnavailable] = useState(false);
  if (isError && !unavailable) setUnavailable(true);
  if (isSuccess && !isPlaceholderData && unavailable) setUnavailable(false);
  const text = fieldErrorText(i18n, error);
  return (
    <ComboBox
      className={styles.field}
      allowsCustomValue
      // Typing opens the list while the answer is on its way ("Looking for streets…") or when a
      // kept answer has streets (the list's collection follows one render later); an empty or
      // failed answer closes it, so it never hides the other fields with nothing in it.
      allowsEmptyCollection={isFetching || suggestions.length > 0}
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
      <div role="status" className={styles.hint}>
        {unavailable && (
          <Text slot="description">
            <Trans>Street suggestions are unavailable; type the street yourself.</Trans>
          </Text>
        )}
      </div>
      <Popover className={styles.popover}>
        <ListBox
          renderEmptyState={() => (
            <div className={styles.option}>{t`Looking for suggestions…`}</div>
          )}
        >
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
