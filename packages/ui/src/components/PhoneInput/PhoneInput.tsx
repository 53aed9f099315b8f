import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface PhoneInputProps extends Omit<InputProps, 'type'> {
  /** The country's calling code, e.g. '44' or '+44'; shown in front of the number when given. */
  dialCode?: string | undefined;
  /** The input element (react-hook-form's `register` passes its ref here). */
  ref?: Ref<HTMLInputElement>;
}

/** A telephone number field that shows the chosen country's calling code in front of it. */
export function PhoneInput({ dialCode, ref, ...rest }: PhoneInputProps) {
  const code = dialCode ? `+${dialCode.replace(/^\+/, '')}` : undefined;
  return (
    <InputGroup startAddon={code}>
      <Input ref={ref} type="tel" autoComplete="tel" {...rest} />
    </InputGroup>
  );
}
