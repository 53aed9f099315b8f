import { Box, Button, chakra, Code, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';

import type { TVerifyResult } from '@portal/contracts';

import {
  FileDropZone,
  FormAlert,
  FormField,
  formatFileSize,
  SealCheckResult,
  type DetailItem,
  type SealCheck,
} from '@portal/ui';

import { AuthScreen } from '@/features/auth';
import { uploadTo } from '@/lib/files/transfer';
import { ApiError, errorMessage } from '@/lib/http/errors';
import { practiceName } from '@/lib/practice/practice-name';
import { paths } from '@/lib/routing/paths';

import { DOCUMENT_MAX_BYTES, formatDateTime } from '../utils/labels';

const VERIFY_FAILURE = 'The file could not be checked. Please try again.';

/** Each check of the server's answer, in the order the server makes them. */
function checksOf({ checks }: TVerifyResult): SealCheck[] {
  return [
    { label: 'The file carries a digital seal', passed: checks.hasSeal },
    {
      label: 'The seal covers the whole file: nothing added or cut',
      passed: checks.coversWholeFile,
    },
    { label: 'The contents match the seal', passed: checks.signatureValid },
    { label: `Sealed with ${practiceName}’s certificate`, passed: checks.sealedHere },
    { label: 'This exact file is a sealed copy on record', passed: checks.onRecord },
  ];
}

/** A SHA-256 in hex, as the signed document view shows one (broken anywhere on a phone). */
const digest = (hex: string | undefined) =>
  hex && (
    <Code wordBreak="break-all" whiteSpace="normal">
      {hex}
    </Code>
  );

/** What the seal says: the document on record, then the certificate. */
function detailsOf({ document, certificate, sha256 }: TVerifyResult): DetailItem[] {
  return [
    { label: 'Document', value: document?.title },
    { label: 'Provider', value: document?.provider },
    { label: 'Client', value: document?.client },
    { label: 'Signed', value: document && formatDateTime(document.signedAt) },
    { label: 'SHA-256 of the original', value: digest(document?.originalSha256) },
    { label: 'SHA-256 of this file', value: digest(sha256) },
    { label: 'Sealed by', value: certificate?.subject },
    {
      label: 'Certificate valid',
      value:
        certificate &&
        `${formatDateTime(certificate.validFrom)} to ${formatDateTime(certificate.validTo)}`,
    },
  ];
}

/**
 * '/verify', public: anyone holding a PDF sealed here (its certificate page names this address)
 * learns whether it is a document sealed here and unchanged, and if not, why.
 */
export function VerifyPage() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; canRetry: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<TVerifyResult | null>(null);
  const dropZone = useRef<HTMLDivElement>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(null);
    setFailure(null);
  };

  const verify = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!file) return setProblem('Choose the PDF to check.');
    if (file.size === 0) return setProblem('This file is empty.');
    if (file.size > DOCUMENT_MAX_BYTES) {
      return setProblem(
        `This file is ${formatFileSize(file.size)}: at most ${formatFileSize(DOCUMENT_MAX_BYTES)}.`,
      );
    }
    setFailure(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.set('file', file, file.name);
      const { data } = await uploadTo('verifyDocument', form, {
        onSessionExpired: () => undefined,
        onProgress: setProgress,
      });
      setResult(data);
    } catch (error) {
      // The same file gets the same refusal; no answer, a busy or a failing server may not.
      const status = error instanceof ApiError ? error.status : 0;
      setFailure({
        message: errorMessage(error, VERIFY_FAILURE),
        canRetry: status === 0 || status === 429 || status >= 500,
      });
    } finally {
      setProgress(null);
    }
  };

  const startOver = () => {
    setResult(null);
    setFile(null);
    // The next file's zone takes the focus the result's button had.
    requestAnimationFrame(() => dropZone.current?.querySelector('input')?.focus());
  };

  return (
    <AuthScreen
      title="Verify a signed document"
      description={`Check that a PDF was sealed by ${practiceName} and has not changed since it was signed. The file is checked and not kept.`}
      size="md"
      links={[{ to: paths.login, label: 'Sign in' }]}
    >
      {result ? (
        <SealCheckResult
          verified={result.verified}
          title={result.verified ? 'Verified' : 'Not verified'}
          summary={
            result.verified
              ? `${file?.name ?? 'This file'} is a document sealed here, unchanged since it was signed.`
              : result.reason
          }
          checks={checksOf(result)}
          details={detailsOf(result)}
          actions={
            <Button variant="outline" onClick={startOver}>
              Check another file
            </Button>
          }
        />
      ) : (
        <chakra.form onSubmit={(event) => void verify(event)} noValidate>
          <Stack gap="5">
            {failure && (
              <FormAlert title={failure.message}>
                {failure.canRetry && (
                  <Button size="sm" variant="outline" mt="2" onClick={() => void verify()}>
                    Try again
                  </Button>
                )}
              </FormAlert>
            )}
            <FormField label="Signed PDF" required error={problem ?? undefined}>
              <Box ref={dropZone} w="full">
                <FileDropZone
                  accept="application/pdf"
                  file={file}
                  progress={progress}
                  onFileChange={choose}
                  onReject={() => setProblem('Only a PDF can be checked.')}
                  title="Drop the signed PDF here, or choose it"
                  hint={`A PDF, up to ${formatFileSize(DOCUMENT_MAX_BYTES)}`}
                  uploadingText="Checking"
                  disabled={progress !== null}
                />
              </Box>
            </FormField>
            <Button type="submit" loading={progress !== null} loadingText="Checking...">
              Verify
            </Button>
          </Stack>
        </chakra.form>
      )}
    </AuthScreen>
  );
}
