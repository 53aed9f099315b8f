import { Button, chakra, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import type { TInvitation, TInvitationStatus } from '@portal/contracts';
import {
  INVITATION_DEFAULT_DAYS,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
} from '@portal/contracts/constants';

import {
  ConfirmDialog,
  ErrorPanel,
  FormAlert,
  FormField,
  ListSkeleton,
  ModalFrame,
  StatusBadge,
  type StatusTone,
} from '@portal/ui';

import { callApi } from '@/lib/http/api';
import { errorMessage } from '@/lib/http/errors';
import { useApi } from '@/lib/http/useApi';

/** Where the invitations lead: into a group (its owner), or to a new direct chat (providers). */
export type InviteTarget =
  { kind: 'group'; channelId: string; channelName: string } | { kind: 'direct' };

export interface InviteByLinkDialogProps {
  target: InviteTarget;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Invitation links for people without an account: make one (an e-mail it is bound to, how many
 * days it lasts, how many may join by it), copy it, see the invitations made and who joined by
 * each, withdraw one (the link stops, and its guests leave at once).
 */
export function InviteByLinkDialog({ target, isOpen, onClose }: InviteByLinkDialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={target.kind === 'group' ? `Invite to ${target.channelName} by link` : 'Invite by link'}
      size="lg"
    >
      <InviteByLink target={target} />
    </ModalFrame>
  );
}

const STATUS: Record<TInvitationStatus, { label: string; tone: StatusTone }> = {
  open: { label: 'Open', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Withdrawn', tone: 'danger' },
  'used-up': { label: 'Used up', tone: 'neutral' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateFormat.format(new Date(iso));

function useInvitations(target: InviteTarget) {
  const group = useApi(
    target.kind === 'group' ? 'listChannelInvitations' : null,
    target.kind === 'group' ? { params: { id: target.channelId } } : undefined,
    { select: (answer) => answer.data },
  );
  const direct = useApi(target.kind === 'direct' ? 'listMyInvitations' : null, undefined, {
    select: (answer) => answer.data.filter((invitation) => invitation.type === 'direct'),
  });
  return target.kind === 'group' ? group : direct;
}

function InviteByLink({ target }: { target: InviteTarget }) {
  const invitations = useInvitations(target);
  const [created, setCreated] = useState<TInvitation | null>(null);
  const [withdrawing, setWithdrawing] = useState<TInvitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const withdraw = async (invitation: TInvitation) => {
    setProblem(null);
    try {
      if (target.kind === 'group') {
        await callApi('revokeChannelInvitation', {
          params: { id: target.channelId, invitationId: invitation.id },
        });
      } else {
        await callApi('revokeInvitation', { params: { id: invitation.id } });
      }
      if (created?.id === invitation.id) setCreated(null);
      await invitations.mutate();
    } catch (error) {
      setProblem(errorMessage(error, 'The invitation could not be withdrawn.'));
    }
    setWithdrawing(null);
  };

  return (
    <Stack gap="5">
      <CreateForm
        target={target}
        onCreated={(invitation) => {
          setCreated(invitation);
          void invitations.mutate();
        }}
      />
      {created && (
        <FormAlert
          status="success"
          title={
            created.email
              ? `The link is ready. We e-mailed it to ${created.email}.`
              : 'The link is ready. Share it with the people you invite.'
          }
        >
          <CopyLink link={created.link} label="New invitation link" />
        </FormAlert>
      )}
      <Separator />
      <Stack as="section" gap="3" aria-labelledby="invitations-title">
        <chakra.h3 id="invitations-title" textStyle="sm" fontWeight="semibold">
          Invitations
        </chakra.h3>
        {problem && <FormAlert title={problem} />}
        {invitations.isLoading ? (
          <ListSkeleton
            loadingText="Loading invitations..."
            rows={2}
            hasAvatar={false}
            variant="outline"
          />
        ) : invitations.error || !invitations.data ? (
          <ErrorPanel
            variant="inline"
            error={errorMessage(invitations.error, 'The invitations could not be loaded.')}
            onRetry={() => void invitations.mutate()}
          />
        ) : invitations.data.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No invitations yet.
          </Text>
        ) : (
          <chakra.ul display="flex" flexDirection="column" gap="3" aria-label="Invitations">
            {invitations.data.map((invitation) => (
              <InvitationItem
                key={invitation.id}
                invitation={invitation}
                onWithdraw={() => setWithdrawing(invitation)}
              />
            ))}
          </chakra.ul>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={withdrawing !== null}
        title="Withdraw invitation"
        message={withdrawMessage(withdrawing)}
        confirmLabel="Withdraw"
        tone="danger"
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => (withdrawing ? withdraw(withdrawing) : undefined)}
      />
    </Stack>
  );
}

function withdrawMessage(invitation: TInvitation | null): string {
  const staying = invitation?.guests.filter((guest) => guest.isMember).length ?? 0;
  const guests =
    staying === 0
      ? ''
      : staying === 1
        ? ' The guest who joined by it leaves the conversation at once.'
        : ` The ${staying} guests who joined by it leave the conversation at once.`;
  return `Withdraw this invitation? The link stops working.${guests}`;
}

interface Problems {
  email?: string;
  days?: string;
  uses?: string;
}

function CreateForm({
  target,
  onCreated,
}: {
  target: InviteTarget;
  onCreated: (invitation: TInvitation) => void;
}) {
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(String(INVITATION_DEFAULT_DAYS));
  const [uses, setUses] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const isGroup = target.kind === 'group';

  const check = (): Problems => {
    const found: Problems = {};
    const address = email.trim();
    if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      found.email = 'Enter an e-mail address like name@example.com, or leave it empty';
    }
    const dayCount = Number(days);
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > INVITATION_MAX_DAYS) {
      found.days = `Enter a whole number of days from 1 to ${INVITATION_MAX_DAYS}`;
    }
    const useCount = Number(uses);
    if (
      isGroup &&
      uses.trim() &&
      (!Number.isInteger(useCount) || useCount < 1 || useCount > INVITATION_MAX_USES)
    ) {
      found.uses = `Enter a whole number from 1 to ${INVITATION_MAX_USES}, or leave it empty`;
    }
    return found;
  };

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="4"
      aria-label="New invitation link"
      onSubmit={async (event) => {
        event.preventDefault();
        const found = check();
        setProblems(found);
        setRefusal(null);
        if (Object.keys(found).length > 0) return;
        const address = email.trim();
        const expiresInDays = Number(days);
        setBusy(true);
        try {
          const { data } =
            target.kind === 'group'
              ? await callApi('createChannelInvitation', {
                  params: { id: target.channelId },
                  body: {
                    ...(address ? { email: address } : {}),
                    expiresInDays,
                    ...(uses.trim() ? { maxUses: Number(uses) } : {}),
                  },
                })
              : await callApi('createDirectInvitation', {
                  body: { ...(address ? { email: address } : {}), expiresInDays },
                });
          onCreated(data);
          setEmail('');
          setUses('');
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
      <Button type="submit" alignSelf="flex-start" loading={isBusy} loadingText="Creating…">
        Create link
      </Button>
    </chakra.form>
  );
}

/** The link in a box that selects itself, with a Copy button that says when it copied. */
function CopyLink({ link, label }: { link: string; label: string }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Stack gap="1" mt="2" w="full">
      <HStack gap="2">
        <Input
          ref={input}
          readOnly
          size="sm"
          value={link}
          aria-label={label}
          aria-describedby={copyState === 'failed' ? hintId : undefined}
          onFocus={(event) => event.currentTarget.select()}
          bg="bg"
        />
        <Button
          size="sm"
          variant="outline"
          flexShrink={0}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link);
              setCopyState('copied');
            } catch {
              input.current?.select();
              setCopyState('failed');
            }
          }}
        >
          {copyState === 'copied' ? <Check /> : <Copy />}
          {copyState === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </HStack>
      <Text id={hintId} textStyle="xs" color="fg.muted" role="status" minH="4">
        {copyState === 'failed' ? 'Copying did not work here: the link is selected, copy it.' : ''}
        {copyState === 'copied' ? 'The link is on your clipboard.' : ''}
      </Text>
    </Stack>
  );
}

function InvitationItem({
  invitation,
  onWithdraw,
}: {
  invitation: TInvitation;
  onWithdraw: () => void;
}) {
  const status = STATUS[invitation.status];
  const who = invitation.email ?? 'Anyone with the link';
  return (
    <chakra.li
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      p="3"
      aria-label={`${who}, ${status.label}`}
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2" align="flex-start">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {who}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {invitation.status === 'revoked' && invitation.revokedAt
                ? `Withdrawn ${when(invitation.revokedAt)}`
                : `${invitation.status === 'expired' ? 'Expired' : 'Expires'} ${when(invitation.expiresAt)}`}
              {` · ${invitation.uses} of ${invitation.maxUses} ${invitation.maxUses === 1 ? 'use' : 'uses'}`}
              {` · by ${invitation.createdBy.fullName}`}
            </Text>
          </Stack>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </HStack>
        {invitation.guests.length > 0 && (
          <chakra.ul aria-label="Joined by this link" textStyle="sm">
            {invitation.guests.map((guest) => (
              <chakra.li key={guest.id} listStyleType="none" overflowWrap="anywhere">
                {guest.displayName}{' '}
                <Text as="span" color="fg.muted">
                  ({guest.email}){guest.isMember ? '' : ' · no longer in the conversation'}
                </Text>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
        {invitation.status === 'open' && (
          <CopyLink link={invitation.link} label={`Link for ${who}`} />
        )}
        {invitation.status !== 'revoked' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            aria-label={`Withdraw the invitation for ${who}`}
            onClick={onWithdraw}
          >
            Withdraw
          </Button>
        )}
      </Stack>
    </chakra.li>
  );
}
