import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

import { TOTP_DIGITS } from '@portal/contracts/constants';

/**
 * The box for an authenticator app's code: digits on a phone's keypad, the code offered by the
 * browser or password manager (`one-time-code`), room for a space between its halves.
 */
export function TotpCodeInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={TOTP_DIGITS + 2}
      maxW="40"
      fontFamily="mono"
      letterSpacing="widest"
      {...props}
    />
  );
}
