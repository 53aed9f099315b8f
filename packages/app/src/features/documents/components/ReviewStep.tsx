import { Box, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, ChevronLeft, FileSignature, Minus, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';

import { FormAlert, formatFileSize, SectionCard } from '@portal/ui';

import type { Mark } from '../utils/filling';
import type { ReviewEntry, ReviewValue } from '../utils/review';
import { ActionPanel } from './ActionPanel';
import { MarkPreview } from './MarkPreview';
import { StepHeading } from './StepHeading';

export interface ReviewStepProps {
  /** Every field with what the signing will write into it, in reading order. */
  entries: readonly ReviewEntry[];
  /** The document with the values drawn on its pages. */
  document: ReactNode;
  /** How many pages the document has: past one, each entry says its page. */
  pageCount: number;
  /** Why the last signing failed. */
  problem: string | null;
  /** While the signing is on its way. */
  isSigning: boolean;
  /** Back to the form, everything kept. */
  onBack: () => void;
  onSign: () => void;
}

/**
 * The last look before signing: what was entered, field by field, beside the document as it will
 * read (stacked on a phone, the list first). Nothing is sent until Sign.
 */
export function ReviewStep({
  entries,
  document,
  pageCount,
  problem,
  isSigning,
  onBack,
  onSign,
}: ReviewStepProps) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <StepHeading focusOnMount>Review and sign</StepHeading>
        <Text color="fg.muted">
          This is what the signed document will say. Back takes you to the form with everything you
          entered; Sign signs it.
        </Text>
      </Stack>
      <Stack gap="4" direction={{ base: 'column', lg: 'row-reverse' }} align="flex-start">
        <SectionCard
          title="What you entered"
          titleAs="h3"
          p="4"
          flex="2"
          minW="0"
          width="100%"
          position={{ lg: 'sticky' }}
          top="0"
        >
          <DataList.Root orientation="vertical" gap="4">
            {entries.map(({ field, value }) => (
              <DataList.Item key={field.id}>
                <DataList.ItemLabel>
                  {field.label}
                  {pageCount > 1 ? ` (page ${field.page})` : ''}
                </DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">
                  <ShownValue value={value} kind={field.type} />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </SectionCard>
        <Box flex="3" minW="0" width="100%">
          {document}
        </Box>
      </Stack>
      <ActionPanel>
        {problem && <FormAlert title={problem} />}
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={onBack} disabled={isSigning}>
            <ChevronLeft />
            Back
          </Button>
          <Button onClick={onSign} loading={isSigning} loadingText="Signing…">
            <FileSignature />
            Sign
          </Button>
        </HStack>
      </ActionPanel>
    </Stack>
  );
}

const MARK_KINDS: Record<Mark['kind'], string> = {
  drawn: 'Drawn',
  typed: 'Typed',
  saved: 'Saved signature',
};

function ShownValue({ value, kind }: { value: ReviewValue; kind: ReviewEntry['field']['type'] }) {
  switch (value.kind) {
    case 'text':
    case 'readonly':
      return <Text whiteSpace="pre-wrap">{value.text}</Text>;
    case 'upload':
      return (
        <HStack gap="1.5" align="flex-start">
          <Box as="span" flexShrink={0} mt="0.5">
            <Paperclip size={16} aria-hidden="true" />
          </Box>
          <Text>
            {value.fileName}{' '}
            <Text as="span" color="fg.muted">
              ({formatFileSize(value.size)})
            </Text>
          </Text>
        </HStack>
      );
    case 'checkbox':
      return (
        <HStack gap="1.5">
          {value.isChecked ? <Check aria-hidden="true" /> : <Minus aria-hidden="true" />}
          <Text>{value.isChecked ? 'Checked' : 'Not checked'}</Text>
        </HStack>
      );
    case 'mark': {
      const what = kind === 'initials' ? 'initials' : 'signature';
      return (
        <Stack gap="1" align="flex-start">
          {/* The ink is drawn for paper: it shows on white in both colour modes. */}
          <Box
            bg="white"
            color="gray.900"
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="1"
            maxW="100%"
            css={{ '& img': { maxHeight: '12', maxWidth: '100%' } }}
          >
            <MarkPreview mark={value.mark} alt={`Your ${what}`} />
          </Box>
          <Text textStyle="xs" color="fg.muted">
            {MARK_KINDS[value.mark.kind]}
          </Text>
        </Stack>
      );
    }
    case 'date':
      return (
        <Text>
          {value.date}{' '}
          <Text as="span" color="fg.muted">
            (the signing date)
          </Text>
        </Text>
      );
    case 'empty':
      return <Text color="fg.muted">Left empty</Text>;
  }
}
