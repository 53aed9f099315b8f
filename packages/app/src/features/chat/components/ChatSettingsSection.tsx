import { Checkbox, Text } from '@chakra-ui/react';

import { ErrorPanel, ListSkeleton, SectionCard } from '@portal/ui';

import { notifyFailure } from '@/lib/http/notify-failure';

import { useChatSettings } from '../api/hooks';
import { saveChatSettings } from '../api/message-actions';

/** The explanation under the read receipts switch. */
export const READ_RECEIPTS_HINT =
  'When this is off, others do not see when you have read their messages, and you do not see theirs.';

/**
 * Settings' chat section: read receipts on or off ("Seen", "Seen by 3"), shown at once and saved
 * (taken back with a toast if the server refuses).
 */
export function ChatSettingsSection() {
  const { data: settings, error, isValidating, mutate } = useChatSettings();
  return (
    <SectionCard id="chat" title="Chat" description="How your conversations behave.">
      {settings ? (
        <Checkbox.Root
          checked={settings.readReceipts}
          onCheckedChange={async (details) => {
            const next = { readReceipts: details.checked === true };
            try {
              await mutate(
                saveChatSettings(next).then((data) => ({ data })),
                // The server's answer is the setting: no second read that could race it.
                { optimisticData: { data: next }, rollbackOnError: true, revalidate: false },
              );
            } catch (failure) {
              notifyFailure(failure, 'The setting could not be saved.');
            }
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Read receipts
            <Text as="span" display="block" color="fg.muted" textStyle="sm" fontWeight="normal">
              {READ_RECEIPTS_HINT}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : error ? (
        <ErrorPanel
          variant="inline"
          titleAs="p"
          error={error instanceof Error ? error : 'The chat settings could not be loaded.'}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <ListSkeleton loadingText="Loading the chat settings..." rows={1} />
      )}
    </SectionCard>
  );
}
