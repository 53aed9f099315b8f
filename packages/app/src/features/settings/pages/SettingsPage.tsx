import { Button, HStack, Stack } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { PageWrapper, SectionCard } from '@portal/ui';

import { LazyRecentSecurityActivity } from '@/features/audit';
import { LazyChatSettingsSection } from '@/features/chat';
import { NotificationSettings } from '@/features/notifications';
import { LazySessionsSection } from '@/features/sessions';
import { LazyTwoFactorSection } from '@/features/two-factor';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import { AppearanceSection } from '../components/AppearanceSection';
import { BlockedMembersSection } from '../components/BlockedMembersSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { ProfileSection } from '../components/ProfileSection';

// The superadmin's section: the other roles never load it.
const PracticeSettingsSection = lazy(async () => ({
  default: (await import('../components/PracticeSettingsSection')).PracticeSettingsSection,
}));

/** '/settings' and '/setting': the user's own account; for the superadmin, the practice's too. */
export const SettingsPage = observer(function SettingsPage() {
  const { session } = useStores();
  return (
    <PageWrapper title="Settings">
      <Stack gap="6" maxW="4xl">
        <ProfileSection />
        <SectionCard title="Password" description="Change it with your current password.">
          <HStack>
            <Button asChild variant="outline">
              <Link to={paths.changePassword}>
                <KeyRound />
                Change password
              </Link>
            </Button>
          </HStack>
        </SectionCard>
        {/* These load when first shown: the page's first load is at its budget. */}
        <LazyTwoFactorSection />
        <LazySessionsSection />
        <NotificationSettings />
        <LazyChatSettingsSection />
        <AppearanceSection />
        <BlockedMembersSection />
        <DeleteAccountSection />
        {session.role === 'superadmin' && (
          <Suspense fallback={null}>
            <PracticeSettingsSection />
          </Suspense>
        )}
        <LazyRecentSecurityActivity />
      </Stack>
    </PageWrapper>
  );
});
