import { Button, chakra, Checkbox, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';

import type { TInvitation } from '@portal/contracts';
import {
  INVITATION_DEFAULT_DAYS,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
} from '@portal/contracts/constants';

import { FormAlert, FormField } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { createInvitation, type InviteTarget } from '../api/invitations';
import {
  checkInvitationForm,
  toNewInvitation,
  type InvitationFormProblems,
} from '../utils/invitations';

export interface NewInvitationFormProps {
  target: InviteTarget;
  /** The server made the link. */
  onCreated: (invitation: TInvitation) => void;
}

/**
 * The form that makes an invitation link: an e-mail address it is bound to (optional), how many
 * days it lasts, and for a group how many may join by it. The fields are checked before it is
 * sent; a refusal is said above them.
 */
export function NewInvitationForm({ target, onCreated }: NewInvitationFormProps) {
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(String(INVITATION_DEFAULT_DAYS));
  const [uses, setUses] = useState('');
  const [shareHistory, setShareHistory] = useState(false);
  const [problems, setProblems] = useState<InvitationFormProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isGroup = target.kind === 'group';

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="4"
      aria-label="New invitation link"
      onSubmit={async (event) => {
        event.preventDefault();
        const values = { email, days, uses, shareHistory };
        const found = checkInvitationForm(values, isGroup);
        setProblems(found);
        setRefusal(null);
        if (Object.keys(found).length > 0) return;
        setBusy(true);
        try {
          onCreated(await createInvitation(target, toNewInvitation(values)));
          setEmail('');
          setUses('');
          setShareHistory(false);
        } catch (error) {
          setRefusal(errorMessage(error, 'The link could not be made. Please try again.'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {refusal && <FormAlert title={refusal} />}
      <Text textStyle="sm" color="fg.muted">
        {isGroup
          ? 'People without an account join this group through the link, as guests: they see and write in this conversation only.'
          : 'The person you invite has no account: the link opens a direct chat with you, and nothing else.'}
      </Text>
      <FormField
        label="E-mail address (optional)"
        helperText="With an address, only that person may join, and we e-mail the link to them."
        error={problems.email}
      >
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <HStack gap="3" align="flex-start" wrap="wrap">
        <FormField
          label="Expires after (days)"
          helperText={`1 to ${INVITATION_MAX_DAYS}`}
          error={problems.days}
          flex="1"
          minW="10rem"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITATION_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </FormField>
        {isGroup && (
          <FormField
            label="Uses (optional)"
            helperText="How many may join. Empty: 1 with an e-mail, else 10."
            error={problems.uses}
            flex="1"
            minW="10rem"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={INVITATION_MAX_USES}
              value={uses}
              onChange={(event) => setUses(event.target.value)}
            />
          </FormField>
        )}
      </HStack>
      {isGroup && (
        <Checkbox.Root
          checked={shareHistory}
          onCheckedChange={(details) => setShareHistory(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Show earlier messages
            <Text as="span" display="block" color="fg.muted" textStyle="sm">
              Off: those who join see the conversation from when they join.
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      <Button type="submit" alignSelf="flex-start" loading={isBusy} loadingText="Creating…">
        Create link
      </Button>
    </chakra.form>
  );
}
