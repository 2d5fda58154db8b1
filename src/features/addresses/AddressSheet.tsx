import { Trans, useLingui } from '@lingui/react/macro';
import {
  addressType,
  fieldError,
  fieldValue,
  hasSaveFailed,
  isNewAddress,
  isNotEligible,
  isSaving,
  saveMessage,
} from '@machines/saved-addresses/saved-addresses.selectors';
import type { AddressTextField } from '@machines/saved-addresses/saved-addresses.types';
import {
  Dialog,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
  TextField,
} from 'react-aria-components';
import type { AddressType } from '@/api/contract/addresses';
import { addressTypeLabel } from '@/lib/address-labels';
import { fieldErrorText } from '@/lib/field-error';
import { Button } from '@/ui/Button';
import styles from './Addresses.module.css';
import { AddressPin } from './AddressPin';
import {
  type AddressFormActor,
  AddressFormContext,
  useAddressForm,
  useAddressFormSelector,
} from './address-form-actor';
import { StreetComboBox } from './StreetComboBox';

function AddressField({
  field,
  label,
  autoComplete,
}: {
  field: AddressTextField;
  label: string;
  autoComplete: string;
}) {
  const { i18n } = useLingui();
  const actor = useAddressForm();
  const value = useAddressFormSelector(fieldValue(field));
  const error = useAddressFormSelector(fieldError(field));
  const text = fieldErrorText(i18n, error);
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={(v) => actor.send({ type: 'field.change', field, value: v })}
      isInvalid={Boolean(text)}
      autoComplete={autoComplete}
    >
      <Label>{label}</Label>
      <Input />
      <FieldError className={styles.error}>{text}</FieldError>
    </TextField>
  );
}

const TYPES: AddressType[] = [0, 1, 2];

/** The add/edit address side sheet (lazy chunk), on the page's journey or the header's child. */
export default function AddressSheet({ actor }: { actor: AddressFormActor }) {
  return (
    <AddressFormContext.Provider value={actor}>
      <AddressSheetContent />
    </AddressFormContext.Provider>
  );
}

function AddressSheetContent() {
  const { i18n, t } = useLingui();
  const actor = useAddressForm();
  const isNew = useAddressFormSelector(isNewAddress);
  const saving = useAddressFormSelector(isSaving);
  const failed = useAddressFormSelector(hasSaveFailed);
  const message = useAddressFormSelector(saveMessage);
  const notEligible = useAddressFormSelector(isNotEligible);
  const type = useAddressFormSelector(addressType);
  const close = () => actor.send({ type: 'sheet.close' });
  return (
    <ModalOverlay
      isOpen
      isDismissable={!saving}
      onOpenChange={(open) => !open && close()}
      className={styles.overlay}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <Heading slot="title">{isNew ? t`Add new address` : t`Edit address`}</Heading>
          <Form
            className={styles.form}
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: 'address.save' });
            }}
          >
            <RadioGroup
              className={styles.radios}
              orientation="horizontal"
              value={String(type)}
              onChange={(v) => actor.send({ type: 'type.change', value: Number(v) as AddressType })}
            >
              <Label>{t`Address type`}</Label>
              {TYPES.map((value) => (
                <Radio key={value} value={String(value)} className={styles.radio}>
                  {addressTypeLabel(i18n, value)}
                </Radio>
              ))}
            </RadioGroup>
            <StreetComboBox />
            <AddressField field="streetNo" label={t`Number`} autoComplete="address-line2" />
            <AddressField field="city" label={t`City`} autoComplete="address-level2" />
            <AddressField field="postalCode" label={t`Postal code`} autoComplete="postal-code" />
            <AddressPin />
            <AddressField field="floor" label={t`Floor`} autoComplete="off" />
            <AddressField field="nameAtBell" label={t`Name at the doorbell`} autoComplete="off" />
            <AddressField field="contactPhone" label={t`Phone`} autoComplete="tel" />
            {failed && (
              <p role="alert" className={styles.error} data-not-eligible={notEligible || undefined}>
                {message ?? t`We could not save your address. Please try again later.`}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" isDisabled={saving}>
                <Trans>Save address</Trans>
              </Button>
              <Button variant="secondary" onPress={close} isDisabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
