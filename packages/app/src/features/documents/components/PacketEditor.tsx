import {
  Button,
  Checkbox,
  chakra,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import type { TDocumentSummary, TPacket } from '@portal/contracts';
import { PACKET_TEMPLATES_MAX, PACKET_TITLE_MAX_LENGTH } from '@portal/contracts/constants';

import {
  FormAlert,
  FormField,
  ModalFrame,
  notify,
  OrderedTemplateList,
  type OrderedTemplateItem,
} from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';

import { packetsApi } from '../api/packets';
import { useTemplates } from '../api/templates';
import { ProblemText } from './ProblemText';

const SAVE_FAILURE = 'The packet could not be saved. Please try again.';

export interface PacketEditorProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The packet to edit; null makes a new one. */
  packet: TPacket | null;
  /** The title of another packet of the provider's sent on approval now, if any. */
  sentOnApproval?: string | null;
  onClose: () => void;
  /** Called with the saved packet. */
  onSaved: (packet: TPacket) => void;
}

interface Problems {
  title?: string;
  templates?: string;
  form?: string;
}

const fieldsText = (count: number) => (count === 1 ? '1 field' : `${count} fields`);

function itemOf(template: {
  id: string;
  title: string;
  fieldCount: number;
  practiceWide: boolean;
}): OrderedTemplateItem {
  return {
    id: template.id,
    title: template.title,
    note: `${template.practiceWide ? 'Practice template · ' : ''}${fieldsText(template.fieldCount)}`,
  };
}

/** A server's refusal at one of the packet's fields, as a sentence. */
function problemAt(error: unknown, path: string, subject: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.details.find((detail) => detail.path.startsWith(path))?.message;
  if (!message) return undefined;
  return /^[a-z]/.test(message) ? `${subject} ${message}.` : message;
}

/**
 * Makes or edits an intake packet: its title, its templates in the order the client completes
 * them (the provider's own and the practice's, at most 10), and whether it goes by itself to each
 * new client whose account the practice approves.
 */
export function PacketEditor({
  isOpen,
  packet,
  sentOnApproval = null,
  onClose,
  onSaved,
}: PacketEditorProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={packet ? 'Edit packet' : 'New packet'}
      subtitle={packet?.title}
      size="lg"
    >
      {isOpen && (
        <PacketForm
          key={packet?.id ?? 'new'}
          packet={packet}
          sentOnApproval={sentOnApproval}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ModalFrame>
  );
}

function PacketForm({
  packet,
  sentOnApproval,
  onClose,
  onSaved,
}: Pick<PacketEditorProps, 'packet' | 'sentOnApproval' | 'onClose' | 'onSaved'>) {
  const id = useId();
  const templates = useTemplates();
  const [title, setTitle] = useState(packet?.title ?? '');
  const [items, setItems] = useState<OrderedTemplateItem[]>(() =>
    (packet?.templates ?? []).map(itemOf),
  );
  const [sendOnApproval, setSendOnApproval] = useState(packet?.sendOnApproval ?? false);
  const [choice, setChoice] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [isBusy, setIsBusy] = useState(false);

  const listed = new Set(items.map((item) => item.id));
  const available: TDocumentSummary[] = (templates.data ?? []).filter(
    (template) => !listed.has(template.id),
  );
  const isFull = items.length >= PACKET_TEMPLATES_MAX;

  const add = () => {
    const template = available.find((candidate) => candidate.id === choice);
    if (!template || isFull) return;
    setItems((known) => [...known, itemOf(template)]);
    setChoice('');
    setProblems((known) => ({ ...known, templates: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!title.trim()) found.title = 'Give the packet a title.';
    if (items.length === 0) found.templates = 'Add at least one template.';
    setProblems(found);
    if (found.title || found.templates) return;
    setIsBusy(true);
    const body = {
      title: title.trim(),
      templateIds: items.map((item) => item.id),
      sendOnApproval,
    };
    try {
      const answer = packet
        ? await packetsApi.update(packet.id, body)
        : await packetsApi.create(body);
      notify.success(answer.message);
      onSaved(answer.data);
      onClose();
    } catch (error) {
      if (hasEndedSession(error)) return;
      const atTitle = problemAt(error, 'title', 'The title');
      const atTemplates = problemAt(error, 'templateIds', 'The packet');
      setProblems({
        title: atTitle,
        templates: atTemplates,
        form: atTitle || atTemplates ? undefined : errorMessage(error, SAVE_FAILURE),
      });
    } finally {
      setIsBusy(false);
    }
  };

  const templatesProblemId = `${id}-templates-problem`;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {problems.form && <FormAlert title={problems.form} />}
      <FormField label="Packet title" required error={problems.title} disabled={isBusy}>
        <Input
          value={title}
          maxLength={PACKET_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. New client intake"
        />
      </FormField>
      <Stack gap="3">
        <Text textStyle="sm" fontWeight="medium" id={`${id}-order`}>
          Templates, in the order the client completes them
        </Text>
        <OrderedTemplateList
          items={items}
          onItemsChange={(next) => setItems(next)}
          label="Templates in order"
          emptyText="No template yet: add one below."
          isDisabled={isBusy}
          aria-describedby={problems.templates ? templatesProblemId : undefined}
        />
        {problems.templates && (
          <ProblemText id={templatesProblemId}>{problems.templates}</ProblemText>
        )}
        <HStack gap="2" align="flex-end" flexWrap="wrap">
          <FormField
            label="Add a template"
            flex="1"
            minW="48"
            disabled={isBusy || isFull || templates.isLoading}
            helperText={
              isFull
                ? `A packet holds at most ${PACKET_TEMPLATES_MAX} templates: remove one to add another.`
                : templates.error
                  ? 'Your templates could not be loaded. Close and try again.'
                  : !templates.isLoading && (templates.data ?? []).length === 0
                    ? 'No template yet: add one in Templates first.'
                    : undefined
            }
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                value={choice}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value="">
                  {templates.isLoading ? 'Loading templates…' : 'Choose a template'}
                </option>
                {available.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.title}
                    {template.practiceWide ? ' (practice)' : ''}
                    {template.fieldCount === 0 ? ' (no fields yet)' : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Button variant="outline" onClick={add} disabled={isBusy || isFull || choice === ''}>
            <Plus />
            Add
          </Button>
        </HStack>
      </Stack>
      <Checkbox.Root
        checked={sendOnApproval}
        onCheckedChange={(details) => setSendOnApproval(details.checked === true)}
        disabled={isBusy}
        alignItems="flex-start"
        gap="3"
      >
        <Checkbox.HiddenInput aria-describedby={`${id}-approval-hint`} />
        <Checkbox.Control mt="0.5" />
        <Stack gap="0.5">
          <Checkbox.Label>Send automatically when a client’s account is approved</Checkbox.Label>
          <Text id={`${id}-approval-hint`} textStyle="sm" color="fg.muted">
            Each new client of yours gets it once, when the practice approves their account.
            {sendOnApproval && sentOnApproval
              ? ` Only one packet goes on approval: saving this one stops “${sentOnApproval}”.`
              : ''}
          </Text>
        </Stack>
      </Checkbox.Root>
      <HStack justify="flex-end" gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" loading={isBusy}>
          Save packet
        </Button>
      </HStack>
    </chakra.form>
  );
}
