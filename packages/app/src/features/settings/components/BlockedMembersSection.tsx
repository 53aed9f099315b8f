import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';

import { EmptyState, SectionCard, UserCell } from '@portal/ui';

import { useBlockedMembers, useValidUsers } from '@/features/account/api/hooks';
import { accountActions } from '@/features/account/api/mutations';
import { useStores } from '@/stores/StoreProvider';

/** The members this user blocked in chat, each with Unblock; shown on demand. */
export const BlockedMembersSection = observer(function BlockedMembersSection() {
  const { blockedList } = useStores();
  return (
    <SectionCard
      title="Blocked users"
      description="Members you blocked cannot send you messages. The administrator’s account blocks are separate."
    >
      <HStack>
        <Button
          variant="outline"
          aria-expanded={blockedList.isBlockedListShown}
          onClick={() => blockedList.toggleBlockedList()}
        >
          {blockedList.isBlockedListShown ? 'Hide blocked users' : 'Show blocked users'}
        </Button>
      </HStack>
      {blockedList.isBlockedListShown && <BlockedMembersList />}
    </SectionCard>
  );
});

function BlockedMembersList() {
  const { data, isLoading } = useBlockedMembers();
  const { data: people } = useValidUsers();
  if (isLoading) return <Text color="fg.muted">Loading blocked users...</Text>;
  const ids = data?.blockedMembers ?? [];
  if (ids.length === 0) {
    return <EmptyState titleAs="p" title="You have not blocked anyone." size="sm" />;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {ids.map((id) => {
        const person = people?.find((user) => user.id === id);
        return (
          <HStack as="li" key={id} justify="space-between" gap="4">
            <UserCell
              fullName={person?.fullName ?? 'A member who left'}
              email={person?.email}
              imageSrc={person?.profileImage}
            />
            <Button
              size="sm"
              variant="outline"
              onClick={() => void accountActions.unblockMember(id)}
            >
              Unblock
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
