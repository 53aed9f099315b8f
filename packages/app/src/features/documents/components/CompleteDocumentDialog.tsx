import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';

import type { TDocumentCopyDetail, TDocumentField } from '@portal/contracts';

import {
  DetailSkeleton,
  ErrorPanel,
  FieldBox,
  FormAlert,
  initialsOf,
  ModalFrame,
  notify,
} from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { useStores } from '@/stores/StoreProvider';

import { documentsApi } from '../api/documents-api';
import { useDocumentCopy } from '../api/hooks';
import { useFileBlob } from '../hooks/useFileBlob';
import {
  buildSignForm,
  emptyFill,
  fieldsToFill,
  isFieldFilled,
  missingFields,
  nextFieldToFill,
  problemsByField,
  type FillState,
  type Mark,
} from '../utils/filling';
import { isOpenCopy } from '../utils/statuses';
import { DeclineDialog } from './DeclineDialog';
import { FieldGuide } from './FieldGuide';
import { MarkPreview } from './MarkPreview';
import { PdfViewer } from './PdfViewer';
import { SignatureChooser } from './SignatureChooser';

const SIGN_FAILURE = 'The document could not be signed. Please try again.';

export interface CompleteDocumentDialogProps {
  /** The copy to complete; null closes the dialog. */
  ids: { documentId: string; copyId: string } | null;
  onClose: () => void;
  /** Called when the copy changed (viewed, signed, declined). */
  onChanged: () => void;
  /** Called after a successful signing. */
  onSigned: (ids: { documentId: string; copyId: string }) => void;
}

/** The client complete document modal: the PDF, its fields over it, the guide and the signing. */
export function CompleteDocumentDialog({
  ids,
  onClose,
  onChanged,
  onSigned,
}: CompleteDocumentDialogProps) {
  const copy = useDocumentCopy(ids);
  return (
    <ModalFrame
      variant="workspace"
      size="wide"
      isOpen={ids !== null}
      onClose={onClose}
      title={copy.data?.title ?? 'Complete document'}
      subtitle={copy.data ? `From ${copy.data.provider.fullName}` : undefined}
    >
      {copy.error ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(copy.error, RECORD_LOAD_FAILURE)}
          onRetry={() => void copy.mutate()}
        />
      ) : !copy.data ? (
        <DetailSkeleton />
      ) : !isOpenCopy(copy.data) ? (
        <Text>This copy is {copy.data.status}: there is nothing left to sign.</Text>
      ) : (
        <Completion
          key={copy.data.id}
          copy={copy.data}
          onChanged={onChanged}
          onSigned={() => {
            if (ids) onSigned(ids);
          }}
          onDeclined={onClose}
        />
      )}
    </ModalFrame>
  );
}

const Completion = observer(function Completion({
  copy,
  onChanged,
  onSigned,
  onDeclined,
}: {
  copy: TDocumentCopyDetail;
  onChanged: () => void;
  onSigned: () => void;
  onDeclined: () => void;
}) {
  const { session } = useStores();
  const fullName = session.loginUser?.user.fullName ?? '';
  const savedSignature = session.loginUser?.eSignature ?? null;
  const file = useFileBlob(copy.fileUrl);
  const [fill, setFill] = useState<FillState>(emptyFill);
  const [activeId, setActiveId] = useState<string | null>(
    () => nextFieldToFill(copy.fields, emptyFill(), null)?.id ?? null,
  );
  const [signing, setSigning] = useState<TDocumentField['type'] | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const announced = useRef(false);

  // Opening the file marks the copy viewed on the server: the lists learn it once.
  useEffect(() => {
    if (file.data && !announced.current) {
      announced.current = true;
      onChanged();
    }
  }, [file.data, onChanged]);

  const ordered = fieldsToFill(copy.fields);
  const required = ordered.filter((field) => field.required);
  const missing = missingFields(copy.fields, fill);
  const active = copy.fields.find((field) => field.id === activeId) ?? null;

  const select = (id: string | null) => {
    setActiveId(id);
    if (id) {
      requestAnimationFrame(() =>
        globalThis.document
          ?.getElementById(`field-${id}`)
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
    }
  };
  const step = (direction: 1 | -1) => {
    if (ordered.length === 0) return;
    const index = ordered.findIndex((field) => field.id === activeId);
    const next = ordered[(index + direction + ordered.length) % ordered.length];
    select(next?.id ?? null);
  };
  const setValue = (id: string, value: string | boolean) => {
    setFill((current) => ({ ...current, values: { ...current.values, [id]: value } }));
    setProblems(({ [id]: _gone, ...rest }) => rest);
  };
  const setMark = (type: 'signature' | 'initials', mark: Mark) => {
    setFill((current) => {
      const before = current[type];
      if (before?.kind === 'drawn') URL.revokeObjectURL(before.previewUrl);
      const next = { ...current, [type]: mark };
      // The guide moves on to the next field still empty.
      const following = nextFieldToFill(copy.fields, next, activeId);
      if (following) select(following.id);
      return next;
    });
    setProblems((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([id]) => copy.fields.find((field) => field.id === id)?.type !== type,
        ),
      ),
    );
    setSigning(null);
  };

  const submit = async () => {
    if (missing.length > 0) {
      setProblem(
        `Fill in ${missing.length} more required field${missing.length === 1 ? '' : 's'}.`,
      );
      select(missing[0]?.id ?? null);
      return;
    }
    setIsBusy(true);
    setProblem(null);
    try {
      const answer = await documentsApi.sign(
        copy.documentId,
        copy.id,
        buildSignForm(copy.fields, fill),
      );
      notify.success(answer.message);
      onChanged();
      onSigned();
    } catch (error) {
      if (hasEndedSession(error)) return;
      setProblem(errorMessage(error, SIGN_FAILURE));
      if (error instanceof ApiError) {
        const found = problemsByField(error.details);
        setProblems(found);
        const first = ordered.find((field) => found[field.id]);
        if (first) select(first.id);
      }
    } finally {
      setIsBusy(false);
    }
  };

  const valueOf = (field: TDocumentField) => {
    if (field.type === 'signature' && fill.signature) return <MarkPreview mark={fill.signature} />;
    if (field.type === 'initials' && fill.initials) return <MarkPreview mark={fill.initials} />;
    if (field.type === 'date') return new Date().toISOString().slice(0, 10);
    const value = fill.values[field.id];
    if (field.type === 'checkbox') return value === true ? '✓' : null;
    return typeof value === 'string' && value ? value : null;
  };

  return (
    <Stack gap="4">
      <Box bg="bg.muted" p={{ base: '1', md: '4' }} borderRadius="l2">
        {file.error ? (
          <ErrorPanel
            variant="inline"
            error={errorMessage(file.error, 'The document could not be loaded.')}
            onRetry={() => void file.mutate()}
          />
        ) : file.data ? (
          <PdfViewer
            file={file.data}
            pageCount={copy.pageCount}
            renderOverlay={(pageNumber) =>
              copy.fields
                .filter((field) => field.page === pageNumber)
                .map((field) => (
                  <FieldBox
                    key={field.id}
                    id={`field-${field.id}`}
                    kind={field.type}
                    label={field.label}
                    rect={field}
                    value={valueOf(field)}
                    isRequired={field.required}
                    isFilled={field.type !== 'date' && isFieldFilled(field, fill)}
                    isActive={field.id === activeId}
                    isInvalid={Boolean(problems[field.id])}
                    onSelect={field.type === 'date' ? undefined : () => select(field.id)}
                  />
                ))
            }
          />
        ) : (
          <DetailSkeleton loadingText="Loading the document…" />
        )}
      </Box>
      <Box
        position="sticky"
        bottom="0"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        p="4"
        boxShadow="md"
        zIndex="2"
      >
        <Stack gap="3">
          {problem && <FormAlert title={problem} />}
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {required.length - missing.length} of {required.length} required field
            {required.length === 1 ? '' : 's'} filled
          </Text>
          {active && (
            <FieldGuide
              field={active}
              fill={fill}
              problem={problems[active.id]}
              onValue={(value) => setValue(active.id, value)}
              onSign={() => setSigning(active.type)}
            />
          )}
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => step(-1)}
                aria-label="Previous field"
              >
                <ChevronLeft />
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  const next = nextFieldToFill(copy.fields, fill, activeId);
                  if (next) select(next.id);
                  else step(1);
                }}
              >
                Next field
                <ChevronRight />
              </Button>
            </HStack>
            <HStack gap="2">
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => setIsDeclining(true)}
              >
                Decline
              </Button>
              <Button onClick={() => void submit()} loading={isBusy} loadingText="Signing…">
                Finish and sign
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </Box>
      <ModalFrame
        isOpen={signing === 'signature' || signing === 'initials'}
        onClose={() => setSigning(null)}
        title={signing === 'initials' ? 'Your initials' : 'Your signature'}
        size="lg"
      >
        {(signing === 'signature' || signing === 'initials') && (
          <SignatureChooser
            kind={signing}
            saved={savedSignature}
            suggestedText={signing === 'initials' ? initialsOf(fullName) : fullName}
            keepForNextTime={fill.saveSignature}
            onKeepForNextTimeChange={(keep) =>
              setFill((current) => ({ ...current, saveSignature: keep }))
            }
            onDone={(mark) => setMark(signing, mark)}
            onCancel={() => setSigning(null)}
          />
        )}
      </ModalFrame>
      <DeclineDialog
        isOpen={isDeclining}
        copy={copy}
        onClose={() => setIsDeclining(false)}
        onDeclined={() => {
          setIsDeclining(false);
          onChanged();
          onDeclined();
        }}
      />
    </Stack>
  );
});
