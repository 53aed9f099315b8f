import { Button, HStack, Stack } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router-dom';

import { PageWrapper, SectionCard } from '@portal/ui';

import { NotificationSettings } from '@/features/notifications';
import { paths } from '@/lib/routing/paths';

import { AppearanceSection } from '../components/AppearanceSection';
import { BlockedMembersSection } from '../components/BlockedMembersSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { ProfileSection } from '../components/ProfileSection';

/** '/settings' and '/setting': the user's own account. */
export function SettingsPage() {
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
        <NotificationSettings />
        <AppearanceSection />
        <BlockedMembersSection />
        <DeleteAccountSection />
      </Stack>
    </PageWrapper>
  );
}
