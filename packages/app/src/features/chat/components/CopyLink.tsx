import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';

export interface CopyLinkProps {
  /** The link shown and copied. */
  link: string;
  /** The field's accessible name. */
  label: string;
}

/** The link in a box that selects itself, with a Copy button that says when it copied. */
export function CopyLink({ link, label }: CopyLinkProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Stack gap="1" mt="2" w="full">
      <HStack gap="2">
        <Input
          ref={input}
          readOnly
          size="sm"
          value={link}
          aria-label={label}
          aria-describedby={copyState === 'failed' ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          bg="bg"
        />
        <Button
          size="sm"
          variant="outline"
          flexShrink={0}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopyState('copied');
            } catch {
              input.current?.select();
              setCopyState('failed');
            }
          }}
        >
          {copyState === 'copied' ? <Check /> : <Copy />}
          {copyState === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </HStack>
      <Text id={hintId} textStyle="xs" color="fg.muted" role="status" minH="4">
        {copyState === 'failed' ? 'Copying did not work here: the link is selected, copy it.' : ''}
        {copyState === 'copied' ? 'The link is on your clipboard.' : ''}
      </Text>
    </Stack>
  );
}
