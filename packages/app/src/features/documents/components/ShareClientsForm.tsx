import { Button, Checkbox, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import { ErrorPanel, FormAlert, notify, UserCell } from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { documentsApi } from '../api/documents-api';
import { useShareableClients } from '../api/hooks';

const SHARE_FAILURE = 'The document could not be shared. Please try again.';

export interface ShareClientsFormProps {
  /** The document to send. */
  documentId: string;
  /** Called after the copies were sent. */
  onShared: () => void;
  /** Cancel (or 'Later'). */
  onCancel: () => void;
  /** The cancel button's text. */
  cancelLabel?: string;
}

/**
 * Picks one or more of the provider's clients who have an account and sends each a copy. The
 * server's answer says how many were sent and who already had an open copy.
 */
export function ShareClientsForm({
  documentId,
  onShared,
  onCancel,
  cancelLabel = 'Cancel',
}: ShareClientsFormProps) {
  const clients = useShareableClients(true);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const toggle = (id: string, isChosen: boolean) =>
    setChosen((known) => {
      const next = new Set(known);
      if (isChosen) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setProblem('Choose at least one client.');
      return;
    }
    setProblem(null);
    setIsBusy(true);
    try {
      const answer = await documentsApi.share(documentId, [...chosen]);
      const names = (clients.data ?? [])
        .filter((client) => answer.alreadyOpen.includes(client.accountId))
        .map((client) => client.fullName);
      notify.success(
        names.length && answer.data.length
          ? `${answer.message} ${names.join(', ')} already had an open copy.`
          : answer.message,
      );
      onShared();
    } catch (error) {
      if (!hasEndedSession(error)) setProblem(errorMessage(error, SHARE_FAILURE));
    } finally {
      setIsBusy(false);
    }
  };

  if (clients.error) {
    return (
      <ErrorPanel
        variant="inline"
        error={errorMessage(clients.error, LIST_LOAD_FAILURE)}
        onRetry={clients.retry}
      />
    );
  }
  const list = clients.data ?? [];
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => void submit(event)}
    >
      {problem && <FormAlert title={problem} />}
      <chakra.fieldset display="flex" flexDirection="column" gap="2">
        <chakra.legend textStyle="sm" fontWeight="medium" mb="2">
          Clients ({chosen.size} chosen)
        </chakra.legend>
        {clients.isLoading ? (
          <Text color="fg.muted" role="status">
            Loading your clients…
          </Text>
        ) : list.length === 0 ? (
          <Text color="fg.muted">
            None of your clients has an account yet: they can sign up with their license number.
          </Text>
        ) : (
          <Stack gap="1" maxH="72" overflowY="auto" px="1">
            {list.map((client) => (
              <Checkbox.Root
                key={client.accountId}
                checked={chosen.has(client.accountId)}
                onCheckedChange={(details) => toggle(client.accountId, details.checked === true)}
                gap="3"
                py="1"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <UserCell fullName={client.fullName} email={client.email} />
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </chakra.fieldset>
      <HStack justify="flex-end" gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={isBusy} disabled={list.length === 0}>
          {chosen.size ? `Send to ${chosen.size} client${chosen.size === 1 ? '' : 's'}` : 'Send'}
        </Button>
      </HStack>
    </chakra.form>
  );
}
