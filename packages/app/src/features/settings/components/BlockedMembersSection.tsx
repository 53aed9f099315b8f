import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';

import { EmptyState, SectionCard, UserCell } from '@portal/ui';

import { useBlockedMembers } from '@/features/account/api/hooks';
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
  const { data: members, isLoading } = useBlockedMembers();
  if (isLoading) return <Text color="fg.muted">Loading blocked users...</Text>;
  if (!members?.length) {
    return <EmptyState titleAs="p" title="You have not blocked anyone." size="sm" />;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {members.map((member) => (
        <HStack as="li" key={member.id} justify="space-between" gap="4">
          <UserCell
            fullName={member.fullName}
            email={member.email}
            imageSrc={member.profileImage}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => void accountActions.unblockMember(member.id)}
          >
            Unblock
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
