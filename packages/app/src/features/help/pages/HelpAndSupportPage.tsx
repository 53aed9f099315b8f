import { Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';

import { PageWrapper, SectionCard } from '@portal/ui';

import { useValidUsers } from '@/features/account/api/hooks';
import { useStores } from '@/stores/StoreProvider';

interface Answer {
  question: string;
  answer: string;
}

/** Questions people ask about what the app does today, answered in their words. */
const answers: Answer[] = [
  {
    question: 'Why can I not sign in after signing up?',
    answer:
      'Every new account is reviewed by the practice’s administrator. You can sign in as soon as yours is approved; until then, signing in tells you it is waiting for approval.',
  },
  {
    question: 'My provider registered me. How do I get an account?',
    answer:
      'Choose “Sign up with a license number” on the sign-in page and enter the license number your provider gave you. We e-mail a code to the address on your record; enter it, check your details and choose a password.',
  },
  {
    question: 'I forgot my password.',
    answer:
      'Use “Forgot your password?” on the sign-in page. We e-mail you a link that is valid for a short time and works once; it lets you choose a new password.',
  },
  {
    question: 'How do I change my password or my picture?',
    answer:
      'Open Settings. Your profile and picture are on the first page; “Change password” asks for your current password and the new one.',
  },
  {
    question: 'Can I use a dark screen?',
    answer:
      'Yes. The app follows your device’s setting. To choose for yourself, use the moon or sun button in the top bar, or Settings → Appearance.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Settings → “Delete my account”. It asks you to confirm, then signs you out; the account cannot be restored.',
  },
  {
    question: 'Why was I signed out?',
    answer:
      'Sessions end after some hours, after a password change, or when the administrator blocks an account. Sign in again; if you cannot, contact the administrator.',
  },
];

/** '/help-and-support': answers to common questions and how to reach the administrator. */
export const HelpAndSupportPage = observer(function HelpAndSupportPage() {
  return (
    <PageWrapper title="Help and Support">
      <Stack gap="4" maxW="3xl">
        {answers.map(({ question, answer }) => (
          <SectionCard key={question} title={question}>
            <Text color="fg.muted">{answer}</Text>
          </SectionCard>
        ))}
        <SectionCard title="Contact the administrator">
          <AdministratorContact />
        </SectionCard>
      </Stack>
    </PageWrapper>
  );
});

const AdministratorContact = observer(function AdministratorContact() {
  const { session } = useStores();
  const isSuperadmin = session.role === 'superadmin';
  const { data: users } = useValidUsers(!isSuperadmin);
  if (isSuperadmin) return <Text color="fg.muted">You are the practice’s administrator.</Text>;
  const administrator = users?.find((user) => user.role === 'superadmin');
  if (!administrator) {
    return (
      <Text color="fg.muted">
        Ask your provider or the practice’s reception for the administrator’s address.
      </Text>
    );
  }
  return (
    <Text color="fg.muted">
      Write to {administrator.fullName} at{' '}
      <Link href={`mailto:${administrator.email}`} colorPalette="brand">
        {administrator.email}
      </Link>
      .
    </Text>
  );
});
