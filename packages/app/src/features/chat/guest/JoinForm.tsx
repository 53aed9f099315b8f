import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';

import type { TPublicInvitation } from '@portal/contracts';

import { FormAlert, FormField } from '@portal/ui';

import { useServerForm } from '@/lib/forms/useServerForm';

import { callGuestApi, codeOf } from './guest-api';
import { ZJoinForm, ZJoinFormWithEmail, type TJoinForm } from './join-form';
import type { TGuestSession } from '@portal/contracts';

export interface JoinFormProps {
  invitation: TPublicInvitation;
  /** The e-mail address of the link (`/invite-chat/{type}/{id}/{email}`), shown and not changed. */
  linkEmail: string | null;
  onJoined: (session: TGuestSession) => void;
  /** The invitation was refused while the form was open (withdrawn, used up...). */
  onRefused: (error: unknown) => void;
}

/**
 * Joining as a guest: a display name, and the e-mail address unless the link carries it. The
 * answer is the same whether or not the address has an account (the account is e-mailed a link
 * to join as itself), so the form says the same to everyone.
 */
export function JoinForm({ invitation, linkEmail, onJoined, onRefused }: JoinFormProps) {
  const asksEmail = linkEmail === null && invitation.needsEmail;
  const { form, submit, serverError } = useServerForm<TJoinForm>(
    {
      resolver: zodResolver(asksEmail ? ZJoinFormWithEmail : ZJoinForm),
      defaultValues: { displayName: '', email: linkEmail ?? '' },
    },
    {
      fallback: 'You could not join the conversation. Please try again.',
      onSubmit: async ({ displayName, email }) => {
        const address = (linkEmail ?? (asksEmail ? email : '')).trim();
        try {
          const { data } = await callGuestApi('joinInvitation', {
            params: { id: invitation.id },
            body: { displayName: displayName.trim(), ...(address ? { email: address } : {}) },
          });
          onJoined(data);
        } catch (error) {
          if (codeOf(error)?.startsWith('invitation-')) return onRefused(error);
          throw error;
        }
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="5">
        {serverError && <FormAlert title={serverError.message} />}
        <FormField
          label="Your name"
          helperText="The others in the conversation see this name."
          error={errors.displayName?.message}
          required
        >
          <Input autoComplete="name" {...register('displayName')} />
        </FormField>
        {linkEmail !== null ? (
          <FormField
            label="E-mail address"
            helperText="This invitation was sent to this address."
            error={errors.email?.message}
          >
            <Input type="email" readOnly value={linkEmail} />
          </FormField>
        ) : (
          asksEmail && (
            <FormField
              label="E-mail address"
              helperText="We write to you here when someone replies while you are away."
              error={errors.email?.message}
              required
            >
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
          )
        )}
        <Button type="submit" loading={isSubmitting} loadingText="Joining…">
          Join the conversation
        </Button>
        <Text textStyle="xs" color="fg.muted">
          Have an account with this e-mail address? We also e-mail it a link to join as your
          account.
        </Text>
      </Stack>
    </form>
  );
}
