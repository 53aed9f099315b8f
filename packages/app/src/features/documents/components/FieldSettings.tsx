import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { TFieldPrefillSource } from '@portal/contracts';
import {
  DOCUMENT_FIELD_LABEL_MAX_LENGTH,
  READONLY_TEXT_MAX_LENGTH,
} from '@portal/contracts/constants';

import {
  fieldDraftProblems,
  isChoiceType,
  prefillSourcesOf,
  type FieldDraft,
} from '../utils/field-drafts';
import { FIELD_TYPE_LABELS } from '../utils/labels';
import { FieldOptions } from './FieldOptions';
import { ProblemText } from './ProblemText';

const PREFILL_LABELS: Record<TFieldPrefillSource, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  age: 'Age',
};

export interface FieldSettingsProps {
  field: FieldDraft;
  /** Its place in the list, from 0. */
  index: number;
  /** The document's page numbers. */
  pages: readonly number[];
  /** Whether it is the field selected on the page. */
  isActive: boolean;
  /** The server's problem with it, if any. */
  serverProblem?: string | undefined;
  /** Called with the parts that changed. */
  onChange: (change: Partial<FieldDraft>) => void;
  onRemove: () => void;
  /** Selects the field on the page (its settings took the focus). */
  onFocus: () => void;
  /** Initials: adds a copy on every other page; answers how many were added. */
  onEveryPage?: () => number;
}

/**
 * One field's settings in the editor's list: its label, page and whether it is required, and what
 * its type takes (options, a range, the text to read, a prefill from the client's record and its
 * lock). What the server would refuse shows under its input as it is typed.
 */
export function FieldSettings({
  field,
  index,
  pages,
  isActive,
  serverProblem,
  onChange,
  onRemove,
  onFocus,
  onEveryPage,
}: FieldSettingsProps) {
  const problems = fieldDraftProblems(field);
  const name = field.label.trim() || `field ${index + 1}`;
  const sources = prefillSourcesOf(field.type);
  const [everyPageNote, setEveryPageNote] = useState('');

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      borderColor={
        serverProblem || Object.keys(problems).length
          ? 'border.error'
          : isActive
            ? 'brand.solid'
            : 'border'
      }
      onFocus={onFocus}
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2">
          <Text textStyle="sm" fontWeight="semibold">
            {index + 1}. {FIELD_TYPE_LABELS[field.type]}
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Remove ${field.label}`}
            onClick={onRemove}
          >
            <Trash2 />
          </IconButton>
        </HStack>
        <Field.Root invalid={Boolean(problems.label)}>
          <Input
            size="sm"
            aria-label={`Label of field ${index + 1}`}
            value={field.label}
            maxLength={DOCUMENT_FIELD_LABEL_MAX_LENGTH}
            onChange={(event) => onChange({ label: event.target.value })}
          />
          <Field.ErrorText>{problems.label}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" flexWrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={`Page of field ${index + 1}`}
              value={String(field.page)}
              onChange={(event) => onChange({ page: Number(event.target.value) })}
            >
              {pages.map((number) => (
                <option key={number} value={number}>
                  Page {number}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {field.type !== 'readonly' && (
            <Checkbox.Root
              size="sm"
              checked={field.required}
              onCheckedChange={(details) => onChange({ required: details.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Required</Checkbox.Label>
            </Checkbox.Root>
          )}
        </HStack>
        {isChoiceType(field.type) && (
          <FieldOptions
            options={field.options ?? []}
            fieldName={name}
            problem={problems.options}
            onChange={(options) => onChange({ options })}
          />
        )}
        {field.type === 'number' && (
          <HStack gap="3" align="flex-start" flexWrap="wrap">
            <NumberBound
              label="Minimum"
              name={`Minimum of ${name}`}
              value={field.min}
              onValue={(min) => onChange({ min })}
            />
            <NumberBound
              label="Maximum"
              name={`Maximum of ${name}`}
              value={field.max}
              problem={problems.max}
              onValue={(max) => onChange({ max })}
            />
          </HStack>
        )}
        {field.type === 'readonly' && (
          <Field.Root invalid={Boolean(problems.text)}>
            <Field.Label textStyle="sm">Text</Field.Label>
            <Textarea
              size="sm"
              autoresize
              maxH="48"
              aria-label={`Text of ${name}`}
              value={field.text ?? ''}
              maxLength={READONLY_TEXT_MAX_LENGTH}
              onChange={(event) => onChange({ text: event.target.value })}
            />
            {problems.text ? (
              <Field.ErrorText>{problems.text}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                Printed as written. {(field.text ?? '').length} of {READONLY_TEXT_MAX_LENGTH}{' '}
                characters.
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        {sources.length > 0 && (
          <Stack gap="2">
            <Field.Root invalid={Boolean(problems.prefill)}>
              <Field.Label textStyle="sm">Fill in from the client&apos;s record</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`Prefill of ${name}`}
                  value={field.prefill ?? ''}
                  onChange={(event) => {
                    const prefill = (event.target.value || undefined) as
                      TFieldPrefillSource | undefined;
                    onChange({ prefill, ...(!prefill && { locked: undefined }) });
                  }}
                >
                  <option value="">Nothing: the client fills it in</option>
                  {sources.map((source) => (
                    <option key={source} value={source}>
                      {PREFILL_LABELS[source]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{problems.prefill}</Field.ErrorText>
            </Field.Root>
            <Checkbox.Root
              size="sm"
              disabled={!field.prefill}
              checked={field.locked === true}
              invalid={Boolean(problems.locked)}
              onCheckedChange={(details) =>
                onChange({ locked: details.checked === true ? true : undefined })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Locked</Checkbox.Label>
            </Checkbox.Root>
            <Text textStyle="xs" color="fg.muted" mt="-1">
              {problems.locked ??
                (field.prefill
                  ? 'Locked: the client cannot change it.'
                  : 'Choose what fills it in to lock it.')}
            </Text>
          </Stack>
        )}
        {onEveryPage && (
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                const added = onEveryPage();
                setEveryPageNote(
                  added
                    ? `Added on ${added} more page${added === 1 ? '' : 's'}.`
                    : 'Every page has initials there already.',
                );
              }}
            >
              <Copy />
              Put on every page
            </Button>
            <Text role="status" textStyle="xs" color="fg.muted">
              {everyPageNote}
            </Text>
          </HStack>
        )}
        {(problems.box ?? serverProblem) && (
          <ProblemText>{problems.box ?? serverProblem}</ProblemText>
        )}
      </Stack>
    </Box>
  );
}

/** A number's minimum or maximum, as written (a dot for decimals); empty means no bound. */
function NumberBound({
  label,
  name,
  value,
  problem,
  onValue,
}: {
  label: string;
  name: string;
  value: number | undefined;
  problem?: string | undefined;
  onValue: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const isNumber = /^-?\d+(\.\d+)?$/.test(text.trim());
  const shown = text.trim() && !isNumber ? 'Write a number, with a dot for decimals.' : problem;
  return (
    <Field.Root invalid={Boolean(shown)} flex="1" minW="32">
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        aria-label={name}
        placeholder="None"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (!next.trim()) onValue(undefined);
          else if (/^-?\d+(\.\d+)?$/.test(next.trim())) onValue(Number(next.trim()));
        }}
      />
      <Field.ErrorText>{shown}</Field.ErrorText>
    </Field.Root>
  );
}
