import { Button, Checkbox, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';

import {
  EMPTY_SEND_SCHEDULE,
  ErrorPanel,
  FormAlert,
  notify,
  reminderProblems,
  SendScheduleFields,
  UserCell,
  type SendSchedule,
} from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { documentsApi } from '../api/documents-api';
import { useShareableClients } from '../api/hooks';
import { useSendingDefaults } from '../api/templates';
import { dueDayProblem, dueDayRange } from '../utils/due-date';
import { alreadyOpenText, sendingBody, type SendTarget } from '../utils/sending';

const SEND_FAILURE: Record<SendTarget['kind'], string> = {
  form: 'The document could not be shared. Please try again.',
  template: 'The template could not be sent. Please try again.',
  packet: 'The packet could not be sent. Please try again.',
};

export interface ShareClientsFormProps {
  /** What to send: a form, a template or a packet. */
  target: SendTarget;
  /** Called after the copies were sent. */
  onShared: () => void;
  /** Cancel (or 'Later'). */
  onCancel: () => void;
  /** The cancel button's text. */
  cancelLabel?: string;
}

/** A refusal's problem at the due date ('The due date must be in the future.'), if it names it. */
function dueAtProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.details.find((detail) => detail.path === 'dueAt')?.message;
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `The due date ${message}.` : message;
}

/**
 * Picks one or more of the provider's clients who have an account, a due date and the reminders,
 * and sends each a copy (a form), a form made from a template, or a packet's documents. The
 * server's answer says how many were sent and how many clients kept an open copy.
 */
export function ShareClientsForm({
  target,
  onShared,
  onCancel,
  cancelLabel = 'Cancel',
}: ShareClientsFormProps) {
  const clients = useShareableClients(true);
  const defaults = useSendingDefaults();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [schedule, setSchedule] = useState<SendSchedule>(EMPTY_SEND_SCHEDULE);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverDueProblem, setServerDueProblem] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  // Today, once per opening: the date input's range and the due day's check.
  const [now] = useState(() => new Date());
  const range = useMemo(() => dueDayRange(now, 0), [now]);
  const dueProblem = dueDayProblem(schedule.dueDay, now) ?? serverDueProblem;

  const toggle = (id: string, isChosen: boolean) =>
    setChosen((known) => {
      const next = new Set(known);
      if (isChosen) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = (ids: string[]) => {
    const body = sendingBody(ids, schedule);
    if (target.kind === 'packet') return documentsApi.sendPacket(target.id, body);
    if (target.kind === 'template') return documentsApi.sendTemplate(target.id, body);
    return documentsApi.share(target.id, body);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setProblem('Choose at least one client.');
      return;
    }
    const reminders = reminderProblems(schedule);
    if (dueDayProblem(schedule.dueDay, new Date()) || reminders.everyDays || reminders.maxCount) {
      setProblem('Check the due date and the reminders: see the fields marked in red.');
      return;
    }
    setProblem(null);
    setIsBusy(true);
    try {
      const answer = await send([...chosen]);
      const kept = alreadyOpenText(answer.alreadyOpen.length, target.kind);
      notify.success(kept ? `${answer.message} ${kept}` : answer.message);
      onShared();
    } catch (error) {
      if (hasEndedSession(error)) return;
      const atDueDate = dueAtProblem(error);
      setServerDueProblem(atDueDate);
      setProblem(atDueDate ? null : errorMessage(error, SEND_FAILURE[target.kind]));
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
      gap="5"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {problem && <FormAlert title={problem} />}
      <chakra.fieldset display="flex" flexDirection="column" gap="2" disabled={isBusy}>
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
          <Stack gap="1" maxH="60" overflowY="auto" px="1">
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
      <SendScheduleFields
        value={schedule}
        onValueChange={(next) => {
          setSchedule(next);
          if (next.dueDay !== schedule.dueDay) setServerDueProblem(undefined);
        }}
        dueDayRange={range}
        dueDayError={dueProblem ?? undefined}
        practiceDefault={defaults.error ? undefined : defaults.data?.reminders}
        isDefaultLoading={defaults.isLoading}
        isDisabled={isBusy}
      />
      <HStack justify="flex-end" gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={isBusy} disabled={list.length === 0}>
          Send
        </Button>
      </HStack>
    </chakra.form>
  );
}
