import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

import { FormAlert } from '@portal/ui';

import { paths } from '@/lib/routing/paths';

/** What a visitor sees once the account exists: it waits for the administrator's approval. */
export function SignupDone({ message }: { message: string }) {
  return (
    <Stack gap="5">
      <FormAlert status="success" title="Your account is waiting for approval">
        {message}
      </FormAlert>
      <Button asChild>
        <RouterLink to={paths.login}>Go to sign in</RouterLink>
      </Button>
    </Stack>
  );
}
