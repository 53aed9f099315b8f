import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';

import type { TPasskey } from '@portal/contracts';

import { DateText, StatusBadge } from '@portal/ui';

export interface PasskeyItemProps {
  passkey: TPasskey;
  onRename: () => void;
  onRemove: () => void;
}

/** One passkey: its name, whether it is synced, when it was added and last used; rename, remove. */
export function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const { name, createdAt, lastUsedAt, backedUp } = passkey;
  return (
    <HStack
      as="li"
      listStyleType="none"
      gap="3"
      align="flex-start"
      justify="space-between"
      wrap="wrap"
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      _first={{ borderTopWidth: '0', pt: '0' }}
    >
      <HStack gap="3" align="flex-start" minW="0" flex="1 1 16rem">
        <Icon boxSize="5" flexShrink="0" mt="0.5" color="fg.muted" aria-hidden>
          <KeyRound />
        </Icon>
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {name}
            </Text>
            {backedUp && (
              <StatusBadge tone="info" title="Available on your other devices too">
                Synced
              </StatusBadge>
            )}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Added <DateText iso={createdAt} />
            {' · '}
            {lastUsedAt ? (
              <>
                Last used <DateText iso={lastUsedAt} />
              </>
            ) : (
              'Not used yet'
            )}
          </Text>
        </Stack>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onRename} aria-label={`Rename ${name}`}>
          Rename
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
        >
          Remove
        </Button>
      </HStack>
    </HStack>
  );
}
