/**
 * The text file of recovery codes: what they are for, then one code a line, so that a person who
 * finds the file later knows what it is.
 */
export function recoveryCodesText(codes: readonly string[], heading: string): string {
  return [
    heading,
    'Each code works once, in place of a code from your authenticator app or a passkey.',
    '',
    ...codes,
    '',
  ].join('\n');
}
