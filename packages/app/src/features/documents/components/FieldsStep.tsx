import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

import type { TDocumentDetail } from '@portal/contracts';

import { FormAlert, ModalFrame, notify } from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';

import { documentsApi } from '../api/documents-api';
import { draftProblems, draftsOf, newField, type FieldDraft } from '../utils/field-drafts';
import { FieldsEditor } from './FieldsEditor';

const SAVE_FAILURE = 'The fields could not be saved. Please try again.';

/** The server's field problems (`fields.<index>.<part>`) by field id. */
function problemsOf(error: unknown, fields: readonly FieldDraft[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const problems: Record<string, string> = {};
  for (const detail of error.details) {
    const match = /^fields\.(\d+)(?:\.(\w+))?/.exec(detail.path);
    const field = match ? fields[Number(match[1])] : undefined;
    if (field) problems[field.id] = `${match?.[2] ? `${match[2]} ` : ''}${detail.message}`;
  }
  return problems;
}

export interface FieldsPlacementProps {
  /** The document whose fields are placed. */
  document: TDocumentDetail;
  /** Its PDF (the uploaded file, or the original downloaded). */
  file: Blob | undefined;
  /** What shows above the editor (the add document steps). */
  header?: ReactNode;
  /** Called once the fields are stored. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Places a document's fields and stores them. A new document starts with one required signature
 * at the bottom of its last page, which is often all a consent needs. A failed save keeps every
 * field as it was placed.
 */
export function FieldsPlacement({
  document,
  file,
  header,
  onSaved,
  onCancel,
}: FieldsPlacementProps) {
  const pageCount = document.pageCount ?? 1;
  const [fields, setFields] = useState<FieldDraft[]>(() =>
    document.fields.length ? draftsOf(document.fields) : [newField('signature', pageCount, [])],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);

  const save = async () => {
    if (fields.length === 0) {
      setProblem('Add at least one field before saving.');
      return;
    }
    // What the server would refuse, said under each field before anything is sent.
    const found = draftProblems(fields);
    const count = Object.keys(found).length;
    if (count) {
      setProblems(found);
      setProblem(
        count === 1
          ? 'One field needs a change before saving: see the field marked in red.'
          : `${count} fields need a change before saving: see the fields marked in red.`,
      );
      return;
    }
    setIsBusy(true);
    setProblem(null);
    setProblems({});
    try {
      await documentsApi.placeFields(
        document.id,
        fields.map((field) => ({ ...field, label: field.label.trim() })),
      );
      notify.success(`${fields.length} field${fields.length === 1 ? '' : 's'} saved.`);
      onSaved();
    } catch (error) {
      if (hasEndedSession(error)) return;
      setProblem(errorMessage(error, SAVE_FAILURE));
      setProblems(problemsOf(error, fields));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack gap="4">
      {header}
      {problem && <FormAlert title={problem} />}
      <FieldsEditor
        file={file}
        pageCount={pageCount}
        fields={fields}
        onChange={setFields}
        problems={problems}
      />
      <HStack
        position="sticky"
        bottom="0"
        bg="bg.panel"
        borderTopWidth="1px"
        py="3"
        gap="3"
        flexWrap="wrap"
        justify="flex-end"
        zIndex="2"
      >
        {/* On a phone the page needs the room; the palette says how to place a field. */}
        <Text flex="1" minW="48" textStyle="sm" color="fg.muted" hideBelow="md">
          Drag a field to move it, its corner to resize it; selected, the arrow keys move it and Alt
          with the arrow keys resizes it.
        </Text>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={isBusy}>
          Save fields
        </Button>
      </HStack>
    </Stack>
  );
}

/** The field editor in its own modal (from a document's details). */
export function FieldsStep({
  isOpen,
  onClose,
  ...placement
}: Omit<FieldsPlacementProps, 'onCancel'> & { isOpen: boolean; onClose: () => void }) {
  return (
    <ModalFrame
      variant="workspace"
      size="wide"
      isOpen={isOpen}
      onClose={onClose}
      title="Place fields"
      subtitle={placement.document.title}
    >
      <FieldsPlacement {...placement} onCancel={onClose} />
    </ModalFrame>
  );
}
