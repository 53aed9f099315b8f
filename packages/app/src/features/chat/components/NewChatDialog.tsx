import { Button, chakra, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';

import { CHANNEL_NAME_MAX_LENGTH, type TClientPrivacy } from '@portal/contracts/constants';

import {
  ChoiceGroup,
  ErrorPanel,
  FormAlert,
  FormField,
  ListSkeleton,
  ModalFrame,
  SearchInput,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { chatActions, useChatCache, useChatContacts } from '../api/hooks';
import {
  CLIENT_PRIVACY_CHOICES,
  CLIENT_PRIVACY_HINT,
  CLIENT_PRIVACY_LEGEND,
} from '../utils/client-privacy';
import { matching, PeopleChecklist, PersonCell } from './PeopleChecklist';

export interface NewChatDialogProps {
  /** 'direct': pick one person; 'group': a name and members. */
  mode: 'direct' | 'group';
  isOpen: boolean;
  onClose: () => void;
  /** The conversation that was opened or created. */
  onCreated: (channelId: string) => void;
}

/**
 * The spec's "new chat" and "new group chat" modals. The people offered are the ones the server
 * allows the caller to chat with (`listChatContacts`); a direct chat that exists opens again.
 */
export function NewChatDialog({ mode, isOpen, onClose, onCreated }: NewChatDialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={mode === 'direct' ? 'New chat' : 'New group chat'}
      size="md"
    >
      {isOpen && <NewChatForm mode={mode} onCreated={onCreated} />}
    </ModalFrame>
  );
}

function NewChatForm({ mode, onCreated }: Pick<NewChatDialogProps, 'mode' | 'onCreated'>) {
  const { data: contacts, error, isLoading, isValidating, mutate } = useChatContacts(true);
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // Confidential by default: clients see each other by first name and initial.
  const [clientPrivacy, setClientPrivacy] = useState<TClientPrivacy>('private');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const { refreshChannels } = useChatCache();

  const shown = useMemo(() => matching(contacts ?? [], query), [contacts, query]);

  const create = async (body: Parameters<typeof chatActions.create>[0]) => {
    setBusy(true);
    setProblem(null);
    try {
      const channel = await chatActions.create(body);
      refreshChannels();
      onCreated(channel.id);
    } catch (failure) {
      setProblem(errorMessage(failure, 'The conversation could not be started.'));
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) return <ListSkeleton loadingText="Loading people..." rows={4} />;
  if (error || !contacts) {
    return (
      <ErrorPanel
        titleAs="h3"
        error={errorMessage(error, 'The people you can chat with could not be loaded.')}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  }

  // The form for clients matters only to someone who may put clients in a group.
  const offersClients = contacts.some((person) => person.role === 'client');

  if (mode === 'direct') {
    return (
      <Stack gap="3">
        {problem && <FormAlert title={problem} />}
        <SearchInput
          maxW="full"
          value={query}
          onValueChange={setQuery}
          placeholder="Search people"
        />
        {shown.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" role="status">
            {contacts.length === 0
              ? 'There is nobody you can start a chat with yet.'
              : `Nobody matches “${query}”.`}
          </Text>
        ) : (
          <chakra.ul
            aria-label="People"
            maxH="80"
            overflowY="auto"
            display="flex"
            flexDirection="column"
          >
            {shown.map((person) => (
              <chakra.li key={person.id} listStyleType="none">
                <chakra.button
                  type="button"
                  w="full"
                  textAlign="start"
                  px="2"
                  py="2"
                  borderRadius="l2"
                  _hover={{ bg: 'bg.muted' }}
                  focusVisibleRing="inside"
                  disabled={isBusy}
                  onClick={() => void create({ type: 'direct', memberId: person.id })}
                >
                  {/* Named by what it shows, after a word of context: "Chat with Ann Lee client · ..." */}
                  <VisuallyHidden>Chat with </VisuallyHidden>
                  <PersonCell person={person} />
                </chakra.button>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Stack>
    );
  }

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) return setNameError('Give the group a name.');
        setNameError(undefined);
        void create({
          type: 'group',
          name: trimmed,
          memberIds: [...chosen],
          ...(offersClients ? { clientPrivacy } : {}),
        });
      }}
    >
      {problem && <FormAlert title={problem} />}
      <FormField label="Group name" required error={nameError}>
        <Input
          value={name}
          maxLength={CHANNEL_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend textStyle="sm" fontWeight="medium" mb="2">
          Members ({chosen.size} chosen)
        </chakra.legend>
        <PeopleChecklist people={contacts} chosen={chosen} onChosenChange={setChosen} />
      </chakra.fieldset>
      {offersClients && (
        <ChoiceGroup<TClientPrivacy>
          legend={CLIENT_PRIVACY_LEGEND}
          hint={CLIENT_PRIVACY_HINT}
          options={CLIENT_PRIVACY_CHOICES}
          value={clientPrivacy}
          onValueChange={setClientPrivacy}
          isDisabled={isBusy}
        />
      )}
      <Button type="submit" alignSelf="flex-end" loading={isBusy}>
        Create group
      </Button>
    </chakra.form>
  );
}
