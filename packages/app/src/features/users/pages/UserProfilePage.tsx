import { Button, HStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';

import { PageWrapper, SectionCard, StatusBadge, UserCell } from '@portal/ui';

import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { AccountFields } from '../components/AccountFields';
import { accountStatus } from '../utils/review-filters';

/** '/user-profile': the signed-in user's own profile, with the way to change it. */
export const UserProfilePage = observer(function UserProfilePage() {
  const { session } = useStores();
  const details = session.loginUser;
  if (!details) return null;
  const status = accountStatus(details.user);

  return (
    <PageWrapper
      title="My Profile"
      action={
        <Button asChild>
          <Link to={paths.settings}>Edit profile</Link>
        </Button>
      }
    >
      <SectionCard>
        <HStack justify="space-between" wrap="wrap" gap="4">
          <UserCell
            fullName={details.user.fullName}
            email={details.email}
            imageSrc={details.user.profileImage}
          />
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </HStack>
        <AccountFields details={details} />
      </SectionCard>
    </PageWrapper>
  );
});
