import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';

import { PageWrapper } from '@portal/ui';

import { useStores } from '@/stores/StoreProvider';

/** The home of providers and other non-client roles (a fuller summary comes with issue 5). */
export const DashboardPage = observer(function DashboardPage() {
  const { session } = useStores();
  return (
    <PageWrapper title="Dashboard">
      <Text>Welcome, {session.loginUser?.user.fullName}.</Text>
    </PageWrapper>
  );
});
