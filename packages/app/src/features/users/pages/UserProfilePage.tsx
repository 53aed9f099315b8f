import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';

import { PageWrapper, ProfileHeader, SectionCard, StatusBadge } from '@portal/ui';

import { paths } from '@/lib/routing/paths';
import { capitalize } from '@/lib/text/capitalize';
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
        <ProfileHeader
          fullName={details.user.fullName}
          email={details.email}
          imageSrc={details.user.profileImage}
          subtitle={[capitalize(details.user.role), details.department].filter(Boolean).join(' · ')}
          badge={<StatusBadge tone={status.tone}>{status.label}</StatusBadge>}
        />
      </SectionCard>
      <SectionCard title="Account">
        <AccountFields details={details} />
      </SectionCard>
    </PageWrapper>
  );
});
