import { Button } from '@chakra-ui/react';
import { UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router-dom';

import {
  DetailList,
  DetailSkeleton,
  EmptyState,
  ErrorPanel,
  ProfileHeader,
  SectionCard,
} from '@portal/ui';

import { useValidUsers } from '@/features/account/api/hooks';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';

import { countryName } from '../utils/country';
import { capitalize } from '../utils/text';

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
