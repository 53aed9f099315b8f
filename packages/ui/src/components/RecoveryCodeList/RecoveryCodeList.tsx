import { Button, chakra, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Check, Copy, Download } from 'lucide-react';
import { useId, useRef } from 'react';

import { selectContents, useCopy } from '../../lib/use-copy';
import { recoveryCodesText } from './recovery-codes-text';

export interface RecoveryCodeListProps extends Omit<StackProps, 'children'> {
  /** The codes, shown once: each works one time in place of a second factor. */
  codes: readonly string[];
  /** The list's accessible name. */
  label?: string;
  /** The first line of the downloaded and copied text: what the codes are for, and whose. */
  heading?: string;
  /** The downloaded file's name. */
  fileName?: string;
}

/**
 * One-time recovery codes as they are shown once: in two columns of a fixed-width font, with
 * "Download as text" (a .txt file) and "Copy". Both carry a heading line, so that the codes
 * found later in a file or a note say what they are.
 */
export function RecoveryCodeList({
  codes,
  label = 'Recovery codes',
  heading = 'Recovery codes',
  fileName = 'recovery-codes.txt',
  ...rest
}: RecoveryCodeListProps) {
  const { state, copy } = useCopy();
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const text = recoveryCodesText(codes, heading);

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the link; the address can go once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <Stack gap="3" {...rest}>
      <chakra.ol
        ref={list}
        aria-label={label}
        aria-describedby={state === 'idle' ? undefined : hintId}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}
        columnGap="6"
        rowGap="1"
        listStyle="none"
        px="4"
        py="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg.subtle"
        fontFamily="mono"
        textStyle="md"
        letterSpacing="wide"
      >
        {codes.map((code) => (
          <chakra.li key={code} textAlign={{ base: 'start', sm: 'center' }}>
            {code}
          </chakra.li>
        ))}
      </chakra.ol>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={download}>
          <Download />
          Download as text
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            if (!(await copy(text))) selectContents(list.current);
          }}
        >
          {state === 'copied' ? <Check /> : <Copy />}
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Text id={hintId} role="status" textStyle="xs" color="fg.muted" minH="4" mt="-1">
        {state === 'copied' && 'The codes are on your clipboard.'}
        {state === 'failed' &&
          'Copying did not work here: the codes are selected, copy them yourself.'}
      </Text>
    </Stack>
  );
}
