import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';

import { PageWrapper } from '@portal/ui';

import { useValidUsers } from '@/features/account/api/hooks';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

interface Answer {
  question: string;
  answer: string;
}

/** Questions people ask about the product's flows, answered in their words. */
const answers: Answer[] = [
  {
    question: 'Why can I not sign in after signing up?',
    answer:
      'Every new account is reviewed by the practice’s administrator. You can sign in as soon as yours is approved; until then, signing in tells you it is waiting for approval.',
  },
  {
    question: 'My provider registered me. How do I get an account?',
    answer:
      'Choose “Sign up with a license number” on the sign-in page, enter the license number your provider gave you, check the record it finds, and choose a password.',
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
    question: 'Someone bothers me in chat.',
    answer:
      'Block them from their profile in the chat; you can see and undo your blocks in Settings under “Blocked users”. The administrator can also block an account for everyone.',
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
  const { session } = useStores();
  const { data: users } = useValidUsers();
  const administrator = users?.find((user) => user.role === 'superadmin');

  return (
    <PageWrapper title="Help and Support">
      <Stack gap="4" maxW="3xl">
        {answers.map(({ question, answer }) => (
          <Box key={question} bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5">
            <Heading as="h2" size="md" mb="2">
              {question}
            </Heading>
            <Text color="fg.muted">{answer}</Text>
          </Box>
        ))}
        <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5">
          <Heading as="h2" size="md" mb="2">
            Contact the administrator
          </Heading>
          {session.role === 'superadmin' ? (
            <Text color="fg.muted">You are the practice’s administrator.</Text>
          ) : administrator ? (
            <Text color="fg.muted">
              Write to {administrator.fullName} at{' '}
              <Link href={`mailto:${administrator.email}`} colorPalette="brand">
                {administrator.email}
              </Link>{' '}
              or send a message in the{' '}
              <Link asChild colorPalette="brand">
                <RouterLink to={paths.chat}>chat</RouterLink>
              </Link>
              .
            </Text>
          ) : (
            <Text color="fg.muted">
              Send a message to the practice’s administrator in the{' '}
              <Link asChild colorPalette="brand">
                <RouterLink to={paths.chat}>chat</RouterLink>
              </Link>
              .
            </Text>
          )}
        </Box>
      </Stack>
    </PageWrapper>
  );
});
