import type { Ref } from 'react';
import { FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import styles from './FormField.module.css';

/**
 * A labelled text field whose error comes from the form's validationErrors, or is given
 * (`errorMessage`, shown while `isInvalid`, announced and tied to the field).
 */
export function FormField({
  label,
  errorMessage,
  inputRef,
  ...props
}: TextFieldProps & { label: string; errorMessage?: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <TextField className={styles.field} {...props}>
      <Label>{label}</Label>
      <Input ref={inputRef} className={styles.input} />
      <FieldError className={styles.fieldError}>
        {errorMessage ? <span role="alert">{errorMessage}</span> : undefined}
      </FieldError>
    </TextField>
  );
}
