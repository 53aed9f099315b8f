import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Paperclip, RotateCw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

import type { TCopyUpload, TDocumentField } from '@portal/contracts';

import { AttachedFile } from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

import { documentsApi } from '../../api/documents-api';
import {
  UPLOAD_ACCEPT,
  UPLOAD_HINT,
  uploadProblem,
  uploadTypeLabel,
} from '../../utils/upload-check';
import { ProblemText } from '../ProblemText';

const ATTACH_FAILURE = 'The file could not be attached. Please try again.';
const REMOVE_FAILURE = 'The file could not be removed. Please try again.';

type Transfer =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File }
  /** The browser refused the file before sending it: choose another. */
  | { kind: 'refused'; message: string }
  /** The server or the network failed: the same file can be sent again. */
  | { kind: 'failed'; file: File; message: string }
  | { kind: 'removing' }
  | { kind: 'removeFailed'; message: string };

export interface UploadInputProps {
  field: TDocumentField & { type: 'upload' };
  /** The field's label, '(optional)' after it when it may stay empty. */
  label: string;
  /** The copy the file goes to. */
  copy: { documentId: string; copyId: string };
  /** The file attached to this field now. */
  attached: TCopyUpload | undefined;
  /** How many files the copy holds on its other fields (UPLOADS_PER_COPY_MAX in all). */
  otherUploads: number;
  /** The form's problem with the field (required, not a file of this copy). */
  problem?: string | undefined;
  /** A file was stored for the field (it replaces the one before). */
  onAttached: (upload: TCopyUpload) => void;
  /** The field's file was removed. */
  onRemoved: () => void;
}

/**
 * An upload field: a file chosen or dropped, checked in the browser, then sent at once; once
 * stored, its name and size with Replace and Remove. The native input keeps the field's name
 * ("Attach a file for …") and stays the keyboard's way in until a file is attached.
 */
export function UploadInput({
  field,
  label,
  copy,
  attached,
  otherUploads,
  problem,
  onAttached,
  onRemoved,
}: UploadInputProps) {
  const onSessionExpired = useSessionExpired();
  const input = useRef<HTMLInputElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const ids = useId();
  const [transfer, setTransfer] = useState<Transfer>({ kind: 'idle' });
  const [isDragging, setIsDragging] = useState(false);
  const isBusy = transfer.kind === 'uploading' || transfer.kind === 'removing';
  // The control that had the focus goes away while the file travels: once the field is settled,
  // the focus comes back to its control (Replace once attached, the picker once removed).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || isBusy) return;
    refocus.current = false;
    group.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  });

  const send = async (file: File) => {
    refocus.current = true;
    setTransfer({ kind: 'uploading', file });
    try {
      const answer = await documentsApi.attachFile(
        { ...copy, fieldId: field.id, file },
        { onSessionExpired: () => onSessionExpired() },
      );
      setTransfer({ kind: 'idle' });
      onAttached(answer.data);
    } catch (error) {
      if (hasEndedSession(error)) return;
      setTransfer({ kind: 'failed', file, message: errorMessage(error, ATTACH_FAILURE) });
    }
  };
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || isBusy) return;
    const refusal = uploadProblem(file, otherUploads);
    if (refusal) setTransfer({ kind: 'refused', message: refusal });
    else void send(file);
  };
  const remove = async () => {
    if (!attached) return;
    refocus.current = true;
    setTransfer({ kind: 'removing' });
    try {
      await documentsApi.removeFile(copy.documentId, copy.copyId, attached.id);
      setTransfer({ kind: 'idle' });
      onRemoved();
    } catch (error) {
      if (hasEndedSession(error)) return;
      setTransfer({ kind: 'removeFailed', message: errorMessage(error, REMOVE_FAILURE) });
    }
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (isBusy) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };

  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const messageId = `${ids}-message`;
  const message =
    transfer.kind === 'refused' || transfer.kind === 'failed' || transfer.kind === 'removeFailed'
      ? transfer.message
      : problem;
  return (
    <Stack
      ref={group}
      gap="2"
      role="group"
      aria-labelledby={labelId}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={onDrop}
      css={{
        // The visible "Choose a file" shows the focus of the input it stands for.
        '& input:focus-visible + label': {
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <chakra.input
        ref={input}
        id={`${ids}-input`}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={`Attach a file for ${field.label}`}
        aria-describedby={[hintId, message ? messageId : ''].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
        disabled={isBusy}
        // Once a file is attached, Replace is the keyboard's way to the picker.
        tabIndex={attached ? -1 : undefined}
        data-autofocus={attached ? undefined : ''}
        srOnly
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {transfer.kind === 'uploading' ? (
        <HStack gap="2" borderWidth="1px" borderRadius="l2" p="3" aria-live="polite">
          <Spinner size="sm" />
          <Text textStyle="sm" minW="0" overflowWrap="anywhere">
            Attaching {transfer.file.name}…
          </Text>
        </HStack>
      ) : attached ? (
        <AttachedFile
          fileName={attached.fileName}
          size={attached.size}
          typeLabel={uploadTypeLabel(attached.fileType)}
          actions={
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Replace ${field.label}`}
                data-autofocus=""
                disabled={isBusy}
                onClick={() => input.current?.click()}
              >
                Replace
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${field.label}`}
                loading={transfer.kind === 'removing'}
                disabled={isBusy}
                onClick={() => void remove()}
              >
                Remove
              </Button>
            </>
          }
        />
      ) : (
        <chakra.label
          htmlFor={`${ids}-input`}
          display="flex"
          flexDirection={{ base: 'column', sm: 'row' }}
          alignItems={{ base: 'flex-start', sm: 'center' }}
          gap="3"
          p="3"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="l2"
          borderColor={isDragging ? 'colorPalette.solid' : message ? 'border.error' : 'border'}
          bg={isDragging ? 'colorPalette.subtle' : undefined}
          cursor="pointer"
        >
          {/* Decorative: the input it labels carries the name. */}
          <Button as="span" size="sm" variant="outline" aria-hidden="true" pointerEvents="none">
            <Paperclip />
            Choose a file
          </Button>
          <Text as="span" textStyle="sm" color="fg.muted">
            or drop it here
          </Text>
        </chakra.label>
      )}
      <Text id={hintId} textStyle="xs" color="fg.muted">
        {UPLOAD_HINT}
      </Text>
      {message && (
        <HStack gap="2" flexWrap="wrap" role={transfer.kind === 'idle' ? undefined : 'alert'}>
          <ProblemText id={messageId}>{message}</ProblemText>
          {transfer.kind === 'failed' && (
            <Button size="xs" variant="outline" onClick={() => void send(transfer.file)}>
              <RotateCw />
              Try again
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
