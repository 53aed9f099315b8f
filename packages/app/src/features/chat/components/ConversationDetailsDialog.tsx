import { Button, Checkbox, chakra, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { useState } from 'react';

import type {
  TChatChannelDetail,
  TChatMember,
  TChatMessage,
  TUpdateChannelRequest,
} from '@portal/contracts';
import {
  CHANNEL_NAME_MAX_LENGTH,
  type TClientPrivacy,
  type TPinsBy,
} from '@portal/contracts/constants';

import {
  ChoiceGroup,
  ConfirmDialog,
  ErrorPanel,
  FormAlert,
  FormField,
  ListSkeleton,
  ModalFrame,
  StatusBadge,
  UserCell,
} from '@portal/ui';

import { BlockMemberAction } from '@/features/account';
import { callApi } from '@/lib/http/api';
import { errorMessage } from '@/lib/http/errors';

import { useChatCache, useChatContacts } from '../api/hooks';
import {
  CLIENT_PRIVACY_CHOICES,
  CLIENT_PRIVACY_HINT,
  CLIENT_PRIVACY_LEGEND,
  CLIENT_PRIVACY_UNSET,
  clientPrivacyLine,
} from '../utils/client-privacy';
import { canPinIn } from '../utils/pins';
import { InviteByLinkDialog } from './InviteByLinkDialog';
import { PeopleChecklist } from './PeopleChecklist';
import { PinnedMessages } from './PinnedMessages';

export interface ConversationDetailsDialogProps {
  channel: TChatChannelDetail;
  myId: string | null;
  isOpen: boolean;
  onClose: () => void;
  /** The caller left the group or deleted it: the conversation is gone for them. */
  onGone: () => void;
  /** Goes to a message of the conversation (a pinned one); the dialog closes. */
  onJumpTo?: (seq: number) => void;
  /** Unpins a message (from the pinned list). */
  onUnpin?: (message: TChatMessage) => void;
}

type Confirming =
  { kind: 'remove'; member: TChatMember } | { kind: 'leave' } | { kind: 'delete' } | null;

/**
 * A conversation's details: mute it; its pinned messages (each goes to its message); for a group,
 * its name, how clients see each other, who may pin, its members (the owner renames, chooses the
 * form and who pins, adds and removes), leave it, or delete it for everyone (the owner). Each
 * change goes to the server, which checks who may make it; the channel and the list are then read
 * again.
 */
export function ConversationDetailsDialog({
  channel,
  myId,
  isOpen,
  onClose,
  onGone,
  onJumpTo,
  onUnpin,
}: ConversationDetailsDialogProps) {
  const { refreshChannels } = useChatCache();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [isBusy, setBusy] = useState(false);
  const [isInviting, setInviting] = useState(false);
  const isGroup = channel.type === 'group';
  const isOwner = isGroup && channel.ownerId === myId;

  /** Runs one change; a refusal is shown in the dialog, and nothing else changes. */
  const run = async (change: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await change();
      refreshChannels();
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const params = { id: channel.id };
    if (confirming.kind === 'remove') {
      const { member } = confirming;
      await run(
        () => callApi('removeChannelMember', { params: { ...params, memberId: member.id } }),
        `${member.fullName} could not be removed.`,
      );
    } else if (confirming.kind === 'leave' && myId) {
      const left = await run(
        () => callApi('removeChannelMember', { params: { ...params, memberId: myId } }),
        'You could not leave the group.',
      );
      if (left) onGone();
    } else if (confirming.kind === 'delete') {
      const deleted = await run(
        () => callApi('deleteChannel', { params }),
        'The group could not be deleted.',
      );
      if (deleted) onGone();
    }
    setConfirming(null);
  };

  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={isGroup ? channel.name : `Chat with ${channel.name}`}
      size="md"
    >
      <Stack gap="5">
        {problem && <FormAlert title={problem} />}
        <MuteSwitch channel={channel} onChange={run} />
        {isOwner && <RenameForm channel={channel} onChange={run} />}
        {isOwner && (
          <OwnerChoice<TClientPrivacy>
            channel={channel}
            initial={channel.clientPrivacy}
            legend={CLIENT_PRIVACY_LEGEND}
            hint={(form) =>
              form === null ? `${CLIENT_PRIVACY_HINT} ${CLIENT_PRIVACY_UNSET}` : CLIENT_PRIVACY_HINT
            }
            options={CLIENT_PRIVACY_CHOICES}
            bodyOf={(clientPrivacy) => ({ clientPrivacy })}
            failure="How clients see each other could not be changed."
            onChange={run}
            isBusy={isBusy}
          />
        )}
        {isOwner && (
          <OwnerChoice<TPinsBy>
            channel={channel}
            initial={channel.pinsBy}
            legend="Who can pin messages"
            options={PINS_BY_CHOICES}
            bodyOf={(pinsBy) => ({ pinsBy })}
            failure="Who can pin messages could not be changed."
            onChange={run}
            isBusy={isBusy}
          />
        )}
        {isGroup && !isOwner && clientPrivacyLine(channel.clientPrivacy) && (
          <Text textStyle="sm" color="fg.muted">
            {clientPrivacyLine(channel.clientPrivacy)}
          </Text>
        )}
        {onJumpTo && (
          <PinnedMessages
            channel={channel}
            myId={myId}
            canUnpin={!!onUnpin && canPinIn(channel, myId)}
            onJump={(seq) => {
              onClose();
              onJumpTo(seq);
            }}
            onUnpin={(message) => onUnpin?.(message)}
          />
        )}
        {isGroup && (
          <MemberList
            channel={channel}
            myId={myId}
            canRemove={isOwner}
            onRemove={(member) => setConfirming({ kind: 'remove', member })}
          />
        )}
        {isOwner && <AddPeople channel={channel} onChange={run} />}
        {isOwner && (
          <Button variant="outline" alignSelf="flex-start" onClick={() => setInviting(true)}>
            <Link2 />
            Invite by link
          </Button>
        )}
        {!isGroup && channel.peer && (
          <>
            <Separator />
            <HStack justify="flex-end">
              <BlockMemberAction
                member={{ id: channel.peer.id, name: channel.peer.fullName }}
                label={`Block ${channel.peer.fullName}`}
                onBlocked={refreshChannels}
              />
            </HStack>
          </>
        )}
        {isGroup && (
          <>
            <Separator />
            <HStack gap="3" wrap="wrap" justify="flex-end">
              <Button variant="outline" onClick={() => setConfirming({ kind: 'leave' })}>
                Leave group
              </Button>
              {isOwner && (
                <Button colorPalette="red" onClick={() => setConfirming({ kind: 'delete' })}>
                  Delete group
                </Button>
              )}
            </HStack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={confirming !== null}
        isBusy={isBusy}
        tone="danger"
        {...confirmText(confirming, channel, isOwner)}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
      {isOwner && (
        <InviteByLinkDialog
          target={{ kind: 'group', channelId: channel.id, channelName: channel.name }}
          isOpen={isInviting}
          onClose={() => {
            setInviting(false);
            refreshChannels(); // guests may have joined or left by a link meanwhile
          }}
        />
      )}
    </ModalFrame>
  );
}

function confirmText(confirming: Confirming, channel: TChatChannelDetail, isOwner: boolean) {
  switch (confirming?.kind) {
    case 'remove':
      return {
        title: 'Remove member',
        message: `Remove ${confirming.member.fullName} from ${channel.name}? They will no longer see the conversation.`,
        confirmLabel: 'Remove',
      };
    case 'delete':
      return {
        title: 'Delete group',
        message: `Delete ${channel.name} for everyone? Its messages and files go with it.`,
        confirmLabel: 'Delete',
      };
    default:
      return {
        title: 'Leave group',
        message: isOwner
          ? `Leave ${channel.name}? The longest-standing member becomes its owner.`
          : `Leave ${channel.name}? You will no longer see the conversation.`,
        confirmLabel: 'Leave',
      };
  }
}

type Run = (change: () => Promise<unknown>, fallback: string) => Promise<boolean>;

function MuteSwitch({ channel, onChange }: { channel: TChatChannelDetail; onChange: Run }) {
  // Shown at once; the server's answer (or a refusal) settles it.
  const [isMuted, setMuted] = useState(channel.isMuted);
  return (
    <Checkbox.Root
      checked={isMuted}
      onCheckedChange={async (details) => {
        const next = details.checked === true;
        setMuted(next);
        const saved = await onChange(
          () => callApi('updateChannel', { params: { id: channel.id }, body: { isMuted: next } }),
          'The conversation could not be muted.',
        );
        if (!saved) setMuted(!next);
      }}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        Mute this conversation
        <Text as="span" display="block" textStyle="xs" color="fg.muted" fontWeight="normal">
          No notifications from it; its unread count stays.
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

function RenameForm({ channel, onChange }: { channel: TChatChannelDetail; onChange: Run }) {
  const [name, setName] = useState(channel.name);
  const [error, setError] = useState<string | undefined>();
  const trimmed = name.trim();
  return (
    <chakra.form
      noValidate
      display="flex"
      gap="2"
      alignItems="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return setError('Give the group a name.');
        setError(undefined);
        void onChange(
          () => callApi('updateChannel', { params: { id: channel.id }, body: { name: trimmed } }),
          'The group could not be renamed.',
        );
      }}
    >
      <FormField label="Group name" error={error} flex="1">
        <Input
          value={name}
          maxLength={CHANNEL_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={trimmed === channel.name}>
        Rename
      </Button>
    </chakra.form>
  );
}

/**
 * A setting of the group's owner, as a choice: shown at once, and taken back when the server
 * refuses it (`onChange` says why).
 */
function OwnerChoice<T extends string>({
  channel,
  initial,
  legend,
  hint,
  options,
  bodyOf,
  failure,
  onChange,
  isBusy,
}: {
  channel: TChatChannelDetail;
  initial: T | null;
  legend: string;
  hint?: (value: T | null) => string;
  options: readonly { value: T; label: string; description?: string }[];
  bodyOf: (value: T) => TUpdateChannelRequest;
  failure: string;
  onChange: Run;
  isBusy: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup<T>
      legend={legend}
      hint={hint?.(value)}
      options={options}
      value={value}
      isDisabled={isBusy}
      onValueChange={async (next) => {
        const before = value;
        setValue(next);
        const saved = await onChange(
          () => callApi('updateChannel', { params: { id: channel.id }, body: bodyOf(next) }),
          failure,
        );
        if (!saved) setValue(before);
      }}
    />
  );
}

const PINS_BY_CHOICES = [
  {
    value: 'members',
    label: 'Everyone in the group',
    description: 'Every member pins and unpins; guests never do.',
  },
  {
    value: 'owner',
    label: 'Only me',
    description: 'Only you pin and unpin; everyone sees the pins.',
  },
] as const satisfies readonly { value: TPinsBy; label: string; description: string }[];

function MemberList({
  channel,
  myId,
  canRemove,
  onRemove,
}: {
  channel: TChatChannelDetail;
  myId: string | null;
  canRemove: boolean;
  onRemove: (member: TChatMember) => void;
}) {
  return (
    <Stack as="section" gap="2" aria-labelledby="conversation-members">
      <chakra.h3 id="conversation-members" textStyle="sm" fontWeight="semibold">
        Members ({channel.members.length})
      </chakra.h3>
      <chakra.ul display="flex" flexDirection="column" gap="2" maxH="64" overflowY="auto">
        {channel.members.map((member) => (
          <chakra.li key={member.id} listStyleType="none">
            <HStack gap="3" justify="space-between">
              <UserCell
                fullName={member.id === myId ? `${member.fullName} (you)` : member.fullName}
                email={memberRole(member)}
                imageSrc={member.profileImage}
              />
              <HStack gap="2">
                {member.isOwner && <StatusBadge tone="info">Owner</StatusBadge>}
                {member.kind === 'guest' && <StatusBadge tone="neutral">Guest</StatusBadge>}
                {canRemove && member.id !== myId && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove ${member.fullName}`}
                    onClick={() => onRemove(member)}
                  >
                    Remove
                  </Button>
                )}
              </HStack>
            </HStack>
          </chakra.li>
        ))}
      </chakra.ul>
    </Stack>
  );
}

const memberRole = (member: TChatMember) => {
  if (member.kind === 'guest') return 'Guest, joined by an invitation link';
  if (member.isPrivateForm) return 'Client, shown by first name and initial';
  if (member.role === 'superadmin') return 'Administrator';
  return member.role ? member.role.charAt(0).toUpperCase() + member.role.slice(1) : '';
};

function AddPeople({ channel, onChange }: { channel: TChatChannelDetail; onChange: Run }) {
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [shareHistory, setShareHistory] = useState(false);
  const { data: contacts, error, isLoading, isValidating, mutate } = useChatContacts(isOpen);

  if (!isOpen) {
    return (
      <Button variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Add people
      </Button>
    );
  }
  if (isLoading) return <ListSkeleton loadingText="Loading people..." rows={3} />;
  if (error || !contacts) {
    return (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={errorMessage(error, 'The people you can add could not be loaded.')}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }
  const members = new Set(channel.members.map((member) => member.id));
  const addable = contacts.filter((person) => !members.has(person.id));
  return (
    <Stack as="section" gap="2" aria-label="Add people">
      <PeopleChecklist
        people={addable}
        chosen={chosen}
        onChosenChange={setChosen}
        emptyText="Everyone you can chat with is in this group."
      />
      {addable.length > 0 && (
        <Checkbox.Root
          checked={shareHistory}
          onCheckedChange={(details) => setShareHistory(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            Show them earlier messages
            <Text as="span" display="block" color="fg.muted" textStyle="sm">
              Off: they see the conversation from when they are added.
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      )}
      <HStack justify="flex-end" gap="2">
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button
          disabled={chosen.size === 0}
          onClick={async () => {
            const added = await onChange(
              () =>
                callApi('addChannelMembers', {
                  params: { id: channel.id },
                  body: { memberIds: [...chosen], ...(shareHistory ? { shareHistory } : {}) },
                }),
              'The people could not be added.',
            );
            if (added) {
              setChosen(new Set());
              setShareHistory(false);
              setOpen(false);
            }
          }}
        >
          {chosen.size === 1 ? 'Add 1 person' : `Add ${chosen.size} people`}
        </Button>
      </HStack>
    </Stack>
  );
}
