import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import {
  SAVED_SIGNATURE_IMAGE_PREFIX,
  TYPED_INITIALS_MAX_LENGTH,
  TYPED_SIGNATURE_MAX_LENGTH,
} from '@portal/contracts/constants';

import { FormAlert, FormField, SignaturePad, type SignaturePadHandle } from '@portal/ui';

import type { Mark } from '../utils/filling';

type Way = 'draw' | 'type' | 'saved';

export interface SignatureChooserProps {
  /** Signature or initials. */
  kind: 'signature' | 'initials';
  /** The account's saved eSignature (a PNG data URL or a typed text), for the 'saved' way. */
  saved?: string | null;
  /** The name typed in by default (the client's full name, or its initials). */
  suggestedText: string;
  /** Whether to keep the signature for next time (signatures only). */
  keepForNextTime?: boolean;
  onKeepForNextTimeChange?: (keep: boolean) => void;
  /** Called with the chosen mark. */
  onDone: (mark: Mark) => void;
  onCancel: () => void;
}

/** The words of a way, by kind. */
const WAY_LABELS: Record<Way, string> = { draw: 'Draw', type: 'Type', saved: 'Use saved' };

/**
 * How the client signs: by drawing (signature_pad, with a finger or a mouse), by typing its name
 * (the server writes it in a handwriting font), or with the signature saved on its account. The
 * ways are toggle buttons; typing is the way for keyboard users.
 */
export function SignatureChooser({
  kind,
  saved,
  suggestedText,
  keepForNextTime = false,
  onKeepForNextTimeChange,
  onDone,
  onCancel,
}: SignatureChooserProps) {
  const ways: Way[] = kind === 'signature' && saved ? ['saved', 'draw', 'type'] : ['draw', 'type'];
  const [way, setWay] = useState<Way>(ways[0] ?? 'draw');
  const [text, setText] = useState(suggestedText);
  const [problem, setProblem] = useState<string | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const noun = kind === 'signature' ? 'signature' : 'initials';
  const maxLength = kind === 'signature' ? TYPED_SIGNATURE_MAX_LENGTH : TYPED_INITIALS_MAX_LENGTH;

  const done = async () => {
    setProblem(null);
    if (way === 'saved' && saved) {
      onDone({ kind: 'saved', preview: saved });
      return;
    }
    if (way === 'type') {
      if (!text.trim()) {
        setProblem(`Type your ${noun}.`);
        return;
      }
      onDone({ kind: 'typed', text: text.trim() });
      return;
    }
    const png = await pad.current?.toBlob();
    if (!png) {
      setProblem(`Draw your ${noun} in the box first.`);
      return;
    }
    onDone({ kind: 'drawn', png, previewUrl: URL.createObjectURL(png) });
  };

  return (
    <Stack gap="4">
      <HStack role="group" aria-label={`How to give your ${noun}`} gap="2" flexWrap="wrap">
        {ways.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={way === option ? 'solid' : 'outline'}
            aria-pressed={way === option}
            onClick={() => {
              setWay(option);
              setProblem(null);
            }}
          >
            {WAY_LABELS[option]}
          </Button>
        ))}
      </HStack>
      {problem && <FormAlert title={problem} />}
      {way === 'draw' && (
        <SignaturePad
          ref={pad}
          height={kind === 'signature' ? 180 : 120}
          label={`${kind === 'signature' ? 'Signature' : 'Initials'} drawing area`}
          placeholder={`Draw your ${noun} here`}
          onChange={(isEmpty) => setHasInk(!isEmpty)}
        />
      )}
      {way === 'type' && (
        <FormField label={kind === 'signature' ? 'Your name as signature' : 'Your initials'}>
          <Input
            value={text}
            maxLength={maxLength}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
      )}
      {way === 'type' && text.trim() && (
        <Box
          aria-hidden="true"
          bg="white"
          color="gray.900"
          borderWidth="1px"
          borderRadius="l2"
          px="4"
          py="3"
          fontFamily="cursive"
          fontSize="2xl"
          overflowWrap="anywhere"
        >
          {text}
        </Box>
      )}
      {way === 'saved' && saved && <SavedPreview saved={saved} />}
      {kind === 'signature' && way !== 'saved' && onKeepForNextTimeChange && (
        <Checkbox.Root
          checked={keepForNextTime}
          onCheckedChange={(details) => onKeepForNextTimeChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Keep this signature for next time</Checkbox.Label>
        </Checkbox.Root>
      )}
      <HStack justify="flex-end" gap="3">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void done()} disabled={way === 'draw' && !hasInk}>
          {kind === 'signature' ? 'Use this signature' : 'Use these initials'}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The saved signature: its image, or its typed text. */
export function SavedPreview({ saved }: { saved: string }) {
  return saved.startsWith(SAVED_SIGNATURE_IMAGE_PREFIX) ? (
    <Box bg="white" borderWidth="1px" borderRadius="l2" p="3">
      <img src={saved} alt="Your saved signature" style={{ maxHeight: 80 }} />
    </Box>
  ) : (
    <Text
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderRadius="l2"
      px="4"
      py="3"
      fontFamily="cursive"
      fontSize="2xl"
    >
      {saved}
    </Text>
  );
}
