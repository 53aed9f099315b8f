import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps extends Omit<Field.RootProps, 'label'> {
  /** What the field asks for; a required field adds its marker after it. */
  label: ReactNode;
  /** The field's problem, from the form's schema or the server; the field is marked invalid with it. */
  error?: string | undefined;
  /** A hint shown under the input while there is no problem. */
  helperText?: ReactNode;
  /** The input, select or group that the label names. */
  children: ReactNode;
}

/** A labelled form field: the label, the input, then its hint or its problem. */
export function FormField({ label, error, helperText, children, ...rest }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} {...rest}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
