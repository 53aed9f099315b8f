import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';

import { FormField } from '../FormField';

/** Someone or a conversation a filter may name. */
export interface ChatSearchOption {
  id: string;
  name: string;
}

/** The filters as the menu edits them (days as YYYY-MM-DD). */
export interface ChatSearchFilterValues {
  from: string | null;
  in: string | null;
  hasFile: boolean;
  after: string | null;
  before: string | null;
}

export interface ChatSearchFilterPanelProps {
  id: string;
  /** The people a search may be filtered by (null while they load). */
  people: readonly ChatSearchOption[] | null;
  conversations: readonly ChatSearchOption[];
  values: ChatSearchFilterValues;
  onChange: (values: ChatSearchFilterValues) => void;
}

/**
 * The chat search's filters menu (loaded by ChatSearchFilters when first opened): from whom (the people the searcher may see), in which
 * conversation, with a file, and a range of days (both included). Native controls: a phone shows
 * its own pickers, and every one has a label.
 */
export default function ChatSearchFilterPanel({
  id,
  people,
  conversations,
  values,
  onChange,
}: ChatSearchFilterPanelProps) {
  const set = (change: Partial<ChatSearchFilterValues>) => onChange({ ...values, ...change });
  return (
    <Stack
      id={id}
      role="group"
      aria-label="Search filters"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.subtle"
    >
      <FormField label="From">
        <NativeSelect.Root size="sm" disabled={!people}>
          <NativeSelect.Field
            value={values.from ?? ''}
            onChange={(event) => set({ from: event.target.value || null })}
          >
            <option value="">{people ? 'Anyone' : 'Loading people...'}</option>
            {people?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="In">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={values.in ?? ''}
            onChange={(event) => set({ in: event.target.value || null })}
          >
            <option value="">Any conversation</option>
            {conversations.map((conversation) => (
              <option key={conversation.id} value={conversation.id}>
                {conversation.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid minChildWidth="10rem" gap="3">
        <FormField label="On or after">
          <Input
            type="date"
            size="sm"
            value={values.after ?? ''}
            max={values.before ?? undefined}
            onChange={(event) => set({ after: event.target.value || null })}
          />
        </FormField>
        <FormField label="On or before">
          <Input
            type="date"
            size="sm"
            value={values.before ?? ''}
            min={values.after ?? undefined}
            onChange={(event) => set({ before: event.target.value || null })}
          />
        </FormField>
      </SimpleGrid>
      <Button
        size="sm"
        variant={values.hasFile ? 'solid' : 'outline'}
        aria-pressed={values.hasFile}
        alignSelf="start"
        onClick={() => set({ hasFile: !values.hasFile })}
      >
        <Paperclip aria-hidden="true" />
        Has a file
      </Button>
    </Stack>
  );
}
