import { Button, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';

import { EmptyState, ErrorPanel, ListSkeleton, SectionCard, UserCell } from '@portal/ui';

import { accountActions, useBlockedMembers } from '@/features/account';
import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
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
  const { data: members, error, isLoading, isValidating, mutate } = useBlockedMembers();
  if (isLoading) {
    return <ListSkeleton loadingText="Loading blocked users..." rows={2} lines={1} mx="-3" />;
  }
  if (!members) {
    return (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={errorMessage(error, LIST_LOAD_FAILURE)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  if (members.length === 0) {
    return <EmptyState titleAs="p" title="You have not blocked anyone." size="sm" />;
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {members.map((member) => (
        <HStack as="li" key={member.id} justify="space-between" gap="4" wrap="wrap">
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
