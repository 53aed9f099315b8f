import { Button, HStack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';

import type { TPasskey } from '@portal/contracts';

import { DateText, ListItemRow, StatusBadge } from '@portal/ui';

export interface PasskeyItemProps {
  passkey: TPasskey;
  onRename: () => void;
  onRemove: () => void;
}

/** One passkey: its name, whether it is synced, when it was added and last used; rename, remove. */
export function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const { name, createdAt, lastUsedAt, backedUp } = passkey;
  return (
    <ListItemRow
      icon={<KeyRound />}
      title={name}
      badge={
        backedUp && (
          <StatusBadge tone="info" title="Available on your other devices too">
            Synced
          </StatusBadge>
        )
      }
      actions={
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
      }
    >
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
    </ListItemRow>
  );
}
