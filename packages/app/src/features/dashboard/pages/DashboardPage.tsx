import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { FileText, MessagesSquare, ShieldCheck, Users } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';

import { PageWrapper, StatCard } from '@portal/ui';

import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

/** '/dashboard': a provider's day at a glance (other non-client roles see the same frame). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  const details = session.loginUser;
  if (!details) return null;
  const clients = details.clientList;

  return (
    <PageWrapper title="Dashboard">
      <Text color="fg.muted">Welcome back, {details.user.fullName}.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <StatCard
          label="Clients"
          value={clients.length}
          icon={<Users />}
          hint={
            clients.length === 0
              ? 'Add your clients so that they can sign up with their license number.'
              : 'Records you keep, found by their license numbers.'
          }
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={clients.length === 0 ? paths.addClient : paths.clients}>
                {clients.length === 0 ? 'Add a client' : 'See your clients'}
              </Link>
            </Button>
          }
        />
        <StatCard
          label="Documents"
          value="—"
          icon={<FileText />}
          hint="Documents to complete and sign will be counted here."
        />
        <StatCard
          label="Chat"
          value="Open"
          icon={<MessagesSquare />}
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={paths.chat}>Go to chat</Link>
            </Button>
          }
        />
        <StatCard
          label="Your account"
          value="Approved"
          icon={<ShieldCheck />}
          hint={`Member since ${details.user.createdAt.slice(0, 10)}`}
        />
      </SimpleGrid>
    </PageWrapper>
  );
});
