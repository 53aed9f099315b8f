import { Button, chakra, HStack, Input, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

import type { TDocumentCopy } from '@portal/contracts';

import { FormAlert, FormField, ModalFrame, notify } from '@portal/ui';

import { useExtendCopy } from '../api/copy-schedule';
import { dueDayProblem, dueDayRange, endOfDayInstant } from '../utils/due-date';
import { DayText } from './DayText';

/**
 * "Extend the due date" of one copy (its owner): a new day, from tomorrow, sent as the instant it
 * ends here. An expired copy opens again (sent, or viewed); the server's refusals show here.
 */
export function ExtendCopyDialog({
  copy,
  onClose,
  onExtended,
}: {
  /** The copy to extend; null closes the dialog. */
  copy: Pick<TDocumentCopy, 'id' | 'documentId' | 'client' | 'status' | 'dueAt'> | null;
  onClose: () => void;
  /** Called after the server took the new date. */
  onExtended: () => void;
}) {
  const formId = useId();
  const [day, setDay] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const { extend, isBusy, problem, reset } = useExtendCopy();
  const now = new Date();
  const { min, max } = dueDayRange(now, 1);
  const dayProblem =
    day === ''
      ? 'Choose the new due date.'
      : (dueDayProblem(day, now) ?? (day < min ? 'Choose tomorrow or a later day.' : null));
  const close = () => {
    setDay('');
    setHasTried(false);
    reset();
    onClose();
  };
  const submit = async () => {
    setHasTried(true);
    const dueAt = endOfDayInstant(day);
    if (!copy || dayProblem || !dueAt) return;
    const answer = await extend(copy.documentId, copy.id, dueAt);
    if (!answer) return;
    notify.success(answer.message);
    onExtended();
    close();
  };
  return (
    <ModalFrame
      isOpen={copy !== null}
      onClose={close}
      title="Extend the due date"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isBusy}>
            Extend
          </Button>
        </HStack>
      }
    >
      <chakra.form
        id={formId}
        noValidate
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {problem && <FormAlert title={problem} />}
        {copy && (
          <Text>
            {copy.status === 'expired' ? (
              <>
                {copy.client.fullName}’s copy expired
                {copy.dueAt && (
                  <>
                    {' '}
                    on <DayText iso={copy.dueAt} />
                  </>
                )}
                . A new due date opens it again, and {copy.client.fullName} is told.
              </>
            ) : (
              <>
                {copy.client.fullName}’s copy is due
                {copy.dueAt && (
                  <>
                    {' '}
                    on <DayText iso={copy.dueAt} />
                  </>
                )}
                . {copy.client.fullName} is told of the new date.
              </>
            )}
          </Text>
        )}
        <FormField
          label="New due date"
          error={hasTried ? (dayProblem ?? undefined) : undefined}
          helperText="The copy can be signed until the end of that day."
        >
          <Input
            type="date"
            min={min}
            max={max}
            maxW="56"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              reset();
            }}
          />
        </FormField>
      </chakra.form>
    </ModalFrame>
  );
}
