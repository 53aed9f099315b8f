import { Button, HStack } from '@chakra-ui/react';
import { MessageSquare, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import type { TUserListItem } from '@portal/contracts';

import {
  DetailList,
  DetailSkeleton,
  EmptyState,
  ErrorPanel,
  FormAlert,
  ProfileHeader,
  SectionCard,
} from '@portal/ui';

import { BlockMemberAction, useValidUsers } from '@/features/account';
import { chatActions, chatPath, useChatCache, useChatContacts } from '@/features/chat';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';

import { countryName } from '@/lib/geo/countries';
import { capitalize } from '@/lib/text/capitalize';

/** A member's profile as the directory shows it to other members (no account states). */
export function MemberProfile({ memberId }: { memberId: string }) {
  const { data, error, isLoading, isValidating, mutate } = useValidUsers();

  if (isLoading) return <DetailSkeleton loadingText="Loading member..." fields={4} />;
  if (!data) {
    return (
      <ErrorPanel
        error={errorMessage(error, RECORD_LOAD_FAILURE)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  const member = data.find((candidate) => candidate.id === memberId);
  if (!member) {
    return (
      <SectionCard>
        <EmptyState
          titleAs="h2"
          icon={<UserRoundSearch />}
          title="This member is not in the directory"
          description="The account may have been closed, or it is not approved yet."
          action={
            <Button asChild variant="outline">
              <Link to={paths.verifiedUsers}>See the members</Link>
            </Button>
          }
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard>
      <ProfileHeader
        fullName={member.fullName}
        email={member.email}
        imageSrc={member.profileImage}
        subtitle={[capitalize(member.role), member.department].filter(Boolean).join(' · ')}
      />
      <HStack gap="3" wrap="wrap" align="flex-start">
        <SendMessage member={member} />
        <BlockMemberAction member={{ id: member.id, name: member.fullName }} />
      </HStack>
      <DetailList
        columns={{ base: 1, lg: 2 }}
        items={[
          { label: 'Role', value: capitalize(member.role) },
          { label: 'Department', value: member.department },
          { label: 'Country', value: countryName(member.country) },
          { label: 'State', value: member.state },
          { label: 'Member since', value: member.createdAt.slice(0, 10) },
        ]}
      />
    </SectionCard>
  );
}

/**
 * "Send a message", when the server lets the caller chat with the member (one of the caller's
 * chat contacts): it opens the direct chat with them, or starts it, in /chat.
 */
function SendMessage({ member }: { member: TUserListItem }) {
  const { data: contacts } = useChatContacts(true);
  const { refreshChannels } = useChatCache();
  const navigate = useNavigate();
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!contacts?.some((contact) => contact.id === member.id)) return null;
  return (
    <>
      {problem && <FormAlert title={problem} />}
      <HStack gap="3" wrap="wrap">
        <Button
          loading={isBusy}
          loadingText="Opening the chat…"
          onClick={async () => {
            setBusy(true);
            setProblem(null);
            try {
              const channel = await chatActions.create({ type: 'direct', memberId: member.id });
              refreshChannels();
              void navigate(chatPath(channel.id));
            } catch (failure) {
              setProblem(errorMessage(failure, 'The conversation could not be started.'));
              setBusy(false);
            }
          }}
        >
          <MessageSquare />
          Send a message
        </Button>
      </HStack>
    </>
  );
}
