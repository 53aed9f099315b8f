import { Button, chakra, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

import type { TDocumentDetail } from '@portal/contracts';
import { DOCUMENT_TITLE_MAX_LENGTH } from '@portal/contracts/constants';

import { FileDropZone, FormAlert, FormField, formatFileSize, isAccepted } from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

import { documentsApi } from '../api/documents-api';
import { DOCUMENT_MAX_BYTES } from '../utils/labels';

const UPLOAD_FAILURE = 'The document could not be uploaded. Please try again.';

export interface UploadFormProps {
  /** The file types offered. */
  accept: string;
  /** What may be uploaded, in words, e.g. 'A PDF, up to 20 MB'. */
  hint: string;
  /** The type check of dropped files, in words for the problem line. */
  wrongTypeText: string;
  /** The providers a client may share with (a choice when there are several). */
  providers?: readonly { id: string; fullName: string }[];
  /** The submit button's text. */
  submitLabel: string;
  /** A provider's PDF is a form unless it is added as a template. */
  kind?: 'form' | 'template';
  /** Called with the stored document. */
  onUploaded: (document: TDocumentDetail, file: File) => void;
  /** Cancel. */
  onCancel: () => void;
}

/**
 * A title and a file (dropped or chosen), uploaded with its progress. The server's refusals (an
 * empty, damaged or encrypted PDF, another type, too large) show above the form, and the title
 * and the file stay for another try.
 */
export function UploadForm({
  accept,
  hint,
  wrongTypeText,
  providers = [],
  submitLabel,
  kind,
  onUploaded,
  onCancel,
}: UploadFormProps) {
  const onSessionExpired = useSessionExpired();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [providerId, setProviderId] = useState(providers[0]?.id ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<{ title?: string; file?: string; form?: string }>({});

  const choose = (next: File | null) => {
    // The picker's 'All files' lets any file through: refused here, with what is needed.
    if (next && !isAccepted(next, accept)) {
      setFile(null);
      setProblems((known) => ({
        ...known,
        file: `${next.name}: ${wrongTypeText}`,
        form: undefined,
      }));
      return;
    }
    setFile(next);
    setProblems((known) => ({ ...known, file: undefined, form: undefined }));
    // A title from the file's name, unless one was typed.
    if (next && !title.trim())
      setTitle(next.name.replace(/\.[^.]+$/, '').slice(0, DOCUMENT_TITLE_MAX_LENGTH));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!title.trim()) found.title = 'Give the document a title.';
    if (!file) found.file = 'Choose a file.';
    else if (file.size === 0) found.file = 'This file is empty.';
    else if (file.size > DOCUMENT_MAX_BYTES)
      found.file = `This file is ${formatFileSize(file.size)}: at most ${formatFileSize(DOCUMENT_MAX_BYTES)}.`;
    setProblems(found);
    if (found.title || found.file || !file) return;
    setProgress(0);
    try {
      const answer = await documentsApi.create(
        {
          title: title.trim(),
          file,
          providerId: providers.length > 1 ? providerId : undefined,
          kind,
        },
        { onSessionExpired: () => onSessionExpired(), onProgress: setProgress },
      );
      onUploaded(answer.data, file);
    } catch (error) {
      if (hasEndedSession(error)) return;
      const titleProblem =
        error instanceof ApiError
          ? error.details.find((detail) => detail.path === 'title')?.message
          : undefined;
      setProblems({
        form: errorMessage(error, UPLOAD_FAILURE),
        title: titleProblem ? `The title ${titleProblem}.` : undefined,
      });
    } finally {
      setProgress(null);
    }
  };

  const isUploading = progress !== null;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {problems.form && <FormAlert title={problems.form} />}
      <FormField label="Title" required error={problems.title}>
        <Input
          value={title}
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
          disabled={isUploading}
        />
      </FormField>
      {providers.length > 1 && (
        <FormField label="Share with">
          <NativeSelect.Root disabled={isUploading}>
            <NativeSelect.Field
              value={providerId}
              onChange={(event) => setProviderId(event.target.value)}
            >
              {providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.fullName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <FormField label="File" required error={problems.file}>
        <FileDropZone
          accept={accept}
          file={file}
          onFileChange={choose}
          onReject={(rejected) =>
            setProblems((known) => ({ ...known, file: `${rejected.name}: ${wrongTypeText}` }))
          }
          progress={progress}
          title="Drop the file here, or choose one"
          hint={hint}
          disabled={isUploading}
        />
      </FormField>
      <HStack justify="flex-end" gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={onCancel} disabled={isUploading}>
          Cancel
        </Button>
        <Button type="submit" loading={isUploading} loadingText="Uploading…">
          {submitLabel}
        </Button>
      </HStack>
    </chakra.form>
  );
}
