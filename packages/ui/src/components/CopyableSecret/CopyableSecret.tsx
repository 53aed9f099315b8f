import { Button, chakra, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useRef } from 'react';

import { selectContents, useCopy } from '../../lib/use-copy';
import { groupText } from './group-text';

export interface CopyableSecretProps extends Omit<StackProps, 'children'> {
  /** The text to show and copy, such as an authenticator app's secret key. */
  value: string;
  /** What the text is, as its accessible name and the line above it. */
  label: string;
  /** Characters per group on screen (the copy has no spaces). */
  groupSize?: number;
  /** Label of the copy button. */
  copyLabel?: string;
}

/**
 * A secret to type by hand: shown in groups of a few characters in a fixed-width font, easy to
 * read aloud and to compare, with a Copy button that copies it whole (without the spaces) and
 * says when it did. When the browser refuses the clipboard, the text is selected instead.
 */
export function CopyableSecret({
  value,
  label,
  groupSize = 4,
  copyLabel = 'Copy',
  ...rest
}: CopyableSecretProps) {
  const { state, copy } = useCopy();
  const text = useRef<HTMLElement>(null);
  const labelId = useId();
  const hintId = useId();
  const compact = value.replace(/\s+/g, '');
  return (
    <Stack gap="1.5" {...rest}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2" align="stretch" wrap="wrap">
        <chakra.code
          ref={text}
          aria-labelledby={labelId}
          aria-describedby={state === 'idle' ? undefined : hintId}
          flex="1 1 12rem"
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          columnGap="2"
          rowGap="0.5"
          px="3"
          py="2"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          bg="bg.subtle"
          fontFamily="mono"
          textStyle="md"
          letterSpacing="wider"
          userSelect="all"
          overflowWrap="anywhere"
        >
          {groupText(compact, groupSize).map((group, index) => (
            // Groups may repeat: their place is their identity.
            <chakra.span key={index}>{group}</chakra.span>
          ))}
        </chakra.code>
        <Button
          variant="outline"
          flexShrink="0"
          alignSelf="center"
          aria-label={state === 'copied' ? `${label}: copied` : `${copyLabel} ${label}`}
          onClick={async () => {
            if (!(await copy(compact))) selectContents(text.current);
          }}
        >
          {state === 'copied' ? <Check /> : <Copy />}
          {state === 'copied' ? 'Copied' : copyLabel}
        </Button>
      </HStack>
      <Text id={hintId} role="status" textStyle="xs" color="fg.muted" minH="4">
        {state === 'copied' && 'Copied to your clipboard.'}
        {state === 'failed' && 'Copying did not work here: the text is selected, copy it yourself.'}
      </Text>
    </Stack>
  );
}
