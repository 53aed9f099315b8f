import { Button, SimpleGrid, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { BookUser, ShieldCheck, Users } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';

import { DateText, PageWrapper, StatCard } from '@portal/ui';

import { useValidUsers } from '@/features/account';
import { accountStatus } from '@/features/users';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

/** '/dashboard': a provider's day at a glance (other non-client roles see the same frame). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  const details = session.loginUser;
  if (!details) return null;
  const clients = details.clientList;
  const status = accountStatus(details.user);

  return (
    <PageWrapper title="Dashboard">
      <Text color="fg.muted">Welcome back, {details.user.fullName}.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <StatCard
          label="Clients"
          value={clients.length}
          icon={<Users />}
          hint={
            clients.length === 0
              ? 'Add your clients so that they can sign up with their license number.'
              : 'The client records you keep.'
          }
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={clients.length === 0 ? paths.addClient : paths.clients}>
                {clients.length === 0 ? 'Add a client' : 'See your clients'}
              </Link>
            </Button>
          }
        />
        <MembersCard />
        <StatCard
          label="Your account"
          value={status.label}
          icon={<ShieldCheck />}
          hint={
            <>
              Member since <DateText iso={details.user.createdAt} />
            </>
          }
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={paths.userProfile}>See your profile</Link>
            </Button>
          }
        />
      </SimpleGrid>
    </PageWrapper>
  );
});

/** How many approved members the user may contact, and the way to them. */
function MembersCard() {
  const { data, error, isLoading, isValidating, mutate } = useValidUsers();
  const hasFailed = !data && Boolean(error);
  let value;
  if (isLoading) {
    value = (
      <>
        <Skeleton as="span" display="inline-block" height="8" width="12" />
        <VisuallyHidden>Loading members...</VisuallyHidden>
      </>
    );
  } else value = data ? data.length : '—';

  return (
    <StatCard
      label="Members"
      value={value}
      icon={<BookUser />}
      hint={
        hasFailed
          ? 'The members could not be counted.'
          : 'Approved providers and clients you can contact.'
      }
      action={
        hasFailed ? (
          <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
            Retry
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.verifiedUsers}>See the members</Link>
          </Button>
        )
      }
    />
  );
}
