import { FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';
import styles from './FormField.module.css';

/** A labelled text field whose error comes from the form's validationErrors. */
export function FormField({ label, ...props }: TextFieldProps & { label: string }) {
  return (
    <TextField className={styles.field} {...props}>
      <Label>{label}</Label>
      <Input className={styles.input} />
      <FieldError className={styles.fieldError} />
    </TextField>
  );
}
