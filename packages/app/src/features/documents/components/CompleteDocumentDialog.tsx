import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';

import type {
  TCopyUpload,
  TDocumentCopyDetail,
  TDocumentField,
  TSigningConsent,
} from '@portal/contracts';

import { COPY_EXPIRED_MESSAGE } from '@portal/contracts/constants';

import { DetailSkeleton, ErrorPanel, FormAlert, initialsOf, ModalFrame, notify } from '@portal/ui';

import { ApiError, errorMessage, hasEndedSession } from '@/lib/http/errors';
import { RECORD_LOAD_FAILURE } from '@/lib/http/load-failures';
import { useStores } from '@/stores/StoreProvider';

import { documentsApi } from '../api/documents-api';
import { useDocumentCopy, useSigningConsent } from '../api/hooks';
import { useFileBlob } from '../hooks/useFileBlob';
import { isConsentRequired } from '../utils/disclosure';
import { checkForm, valueProblem } from '../utils/field-problems';
import {
  buildSignForm,
  fieldsToFill,
  initialFill,
  missingFields,
  nextFieldToFill,
  problemsByField,
  signingDate,
  type FillState,
  type Mark,
} from '../utils/filling';
import { reviewEntries } from '../utils/review';
import { isOpenCopy } from '../utils/statuses';
import { ActionPanel } from './ActionPanel';
import { ConsentStep } from './ConsentStep';
import { DeclineDialog } from './DeclineDialog';
import { FieldGuide } from './FieldGuide';
import { FilledDocument } from './FilledDocument';
import { ReviewStep } from './ReviewStep';
import { SignatureChooser } from './SignatureChooser';
import { StepHeading } from './StepHeading';

const SIGN_FAILURE = 'The document could not be signed. Please try again.';
const CONSENT_LOAD_FAILURE =
  'The disclosure about electronic signatures could not be loaded. Please try again.';
const CONSENT_AGAIN =
  'The disclosure changed while this document was open. Read the new version and accept it to sign; what you entered is kept.';

export interface CompleteDocumentDialogProps {
  /** The copy to complete; null closes the dialog. */
  ids: { documentId: string; copyId: string } | null;
  onClose: () => void;
  /** Called when the copy changed (viewed, signed, declined). */
  onChanged: () => void;
  /** Called after a successful signing. */
  onSigned: (ids: { documentId: string; copyId: string }) => void;
}

/**
 * The client complete document modal. Its steps: the consent to sign electronically (until the
 * client accepted the disclosure in force), the PDF with its fields and the guide, then the review
 * of what was entered beside the document, and the signing.
 */
export function CompleteDocumentDialog({
  ids,
  onClose,
  onChanged,
  onSigned,
}: CompleteDocumentDialogProps) {
  const copy = useDocumentCopy(ids);
  // Read with the copy, not after it: the first step waits for both.
  const consent = useSigningConsent(ids !== null);
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
      ) : copy.data?.status === 'expired' ? (
        <ExpiredNotice provider={copy.data.provider.fullName} focusOnMount onClose={onClose} />
      ) : copy.data && !isOpenCopy(copy.data) ? (
        <Text>This copy is {copy.data.status}: there is nothing left to sign.</Text>
      ) : consent.error && !consent.data ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(consent.error, CONSENT_LOAD_FAILURE)}
          onRetry={() => void consent.mutate()}
          isRetrying={consent.isValidating}
        />
      ) : !copy.data || !consent.data ? (
        <DetailSkeleton loadingText="Loading the document…" />
      ) : (
        <Completion
          key={copy.data.id}
          copy={copy.data}
          consent={consent.data}
          onConsentAccepted={(next) => void consent.mutate({ data: next }, { revalidate: false })}
          onConsentReload={() => consent.mutate()}
          onUploadsChanged={() => void copy.mutate()}
          onChanged={onChanged}
          onSigned={() => {
            if (ids) onSigned(ids);
          }}
          onDeclined={onClose}
          onCancel={onClose}
        />
      )}
    </ModalFrame>
  );
}

/** Whether a refusal says the copy's due date passed (it can no longer be signed). */
const isExpiredRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === COPY_EXPIRED_MESSAGE;

/**
 * A copy past its due date: nothing to sign, and whom to ask for more time. Shown in place of the
 * signing that was refused, it takes the focus (the button pressed is gone).
 */
function ExpiredNotice({
  provider,
  focusOnMount = false,
  onClose,
}: {
  provider: string;
  focusOnMount?: boolean;
  onClose: () => void;
}) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) close.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap="4" align="flex-start">
      <FormAlert status="warning" title="This document’s due date has passed.">
        It can no longer be signed: ask {provider} for more time.
      </FormAlert>
      <Button ref={close} onClick={onClose}>
        Back to my documents
      </Button>
    </Stack>
  );
}

const Completion = observer(function Completion({
  copy,
  consent,
  onConsentAccepted,
  onConsentReload,
  onUploadsChanged,
  onChanged,
  onSigned,
  onDeclined,
  onCancel,
}: {
  copy: TDocumentCopyDetail;
  consent: TSigningConsent;
  onConsentAccepted: (consent: TSigningConsent) => void;
  onConsentReload: () => Promise<unknown>;
  /** A file was attached or removed: the copy's detail is read again for the next opening. */
  onUploadsChanged: () => void;
  onChanged: () => void;
  onSigned: () => void;
  onDeclined: () => void;
  onCancel: () => void;
}) {
  const { session } = useStores();
  const fullName = session.loginUser?.user.fullName ?? '';
  const savedSignature = session.loginUser?.eSignature ?? null;
  const [step, setStep] = useState<'fill' | 'review'>('fill');
  // The signing found the disclosure changed: its step shows again over the form, kept as it is.
  const [isConsentAgain, setIsConsentAgain] = useState(false);
  // Once the dialog left the step it opened on, each step's heading takes the focus as it comes.
  const [hasMoved, setHasMoved] = useState(false);
  const isConsenting = isConsentAgain || consent.acceptedAt === null;
  // The document is opened (and the copy marked viewed) once the client consented.
  const file = useFileBlob(isConsenting ? null : copy.fileUrl);
  // The prefilled values and the files attached before (a reload) are there from the start.
  const [fill, setFill] = useState<FillState>(() => initialFill(copy));
  const [uploads, setUploads] = useState<readonly TCopyUpload[]>(copy.uploads);
  const [activeId, setActiveId] = useState<string | null>(
    () => nextFieldToFill(copy.fields, initialFill(copy), null)?.id ?? null,
  );
  const [signing, setSigning] = useState<TDocumentField['type'] | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  // Bumped to put the focus in the guide's input again (a problem to fix in the field shown).
  const [focusRequest, setFocusRequest] = useState(0);
  const [isBusy, setIsBusy] = useState(false);
  // The signing was refused because the due date passed meanwhile.
  const [hasExpired, setHasExpired] = useState(false);
  const announced = useRef(false);
  const finishButton = useRef<HTMLButtonElement>(null);

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
  const date = signingDate();

  // The field to bring into view, once rendered (the form may only now be shown again).
  const [scrollTarget, setScrollTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!scrollTarget) return;
    globalThis.document
      ?.getElementById(`field-${scrollTarget.id}`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [scrollTarget]);

  // Finish and sign takes the focus once the form shows again: on Back, or when the focus left
  // with the review (its Sign button) and the guide did not take it for a field.
  const [focusFinish, setFocusFinish] = useState<{ isForced: boolean } | null>(null);
  useEffect(() => {
    if (!focusFinish) return;
    const focused = globalThis.document?.activeElement;
    if (focusFinish.isForced || !focused || focused === globalThis.document.body) {
      finishButton.current?.focus();
    }
  }, [focusFinish]);

  const select = (id: string | null) => {
    setActiveId(id);
    if (id) setScrollTarget({ id });
  };
  const stepThrough = (direction: 1 | -1) => {
    if (ordered.length === 0) return;
    const index = ordered.findIndex((field) => field.id === activeId);
    const next = ordered[(index + direction + ordered.length) % ordered.length];
    select(next?.id ?? null);
  };
  const setValue = (id: string, value: string | boolean) => {
    setFill((current) => ({ ...current, values: { ...current.values, [id]: value } }));
    setProblems(({ [id]: _gone, ...rest }) => rest);
  };
  // A value is checked as its input is left (the rule the server applies too).
  const checkField = (field: TDocumentField) => {
    const found = valueProblem(field, fill);
    if (found) setProblems((current) => ({ ...current, [field.id]: found }));
    return found;
  };
  const attached = (upload: TCopyUpload) => {
    setUploads((current) => [
      ...current.filter((known) => known.fieldId !== upload.fieldId),
      upload,
    ]);
    setValue(upload.fieldId, upload.id);
    onUploadsChanged();
  };
  const removed = (fieldId: string) => {
    setUploads((current) => current.filter((known) => known.fieldId !== fieldId));
    setValue(fieldId, '');
    onUploadsChanged();
  };
  const goToNextField = () => {
    // The field shown is checked before the guide leaves it.
    if (active && checkField(active)) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const next = nextFieldToFill(copy.fields, fill, activeId);
    if (next) select(next.id);
    else stepThrough(1);
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

  const goTo = (next: 'fill' | 'review') => {
    setStep(next);
    setHasMoved(true);
  };
  // The form's checks first; the review shows only a form the server should take.
  const finish = () => {
    const check = checkForm(copy.fields, fill);
    if (check.first) {
      const refused = Object.keys(check.problems).length;
      setProblem(
        check.missing.length > 0
          ? `Fill in ${check.missing.length} more required field${check.missing.length === 1 ? '' : 's'}.`
          : `Correct ${refused} field${refused === 1 ? '' : 's'}: see the message under ${refused === 1 ? 'it' : 'each'}.`,
      );
      setProblems((current) => ({ ...current, ...check.problems }));
      // The first field to fix, its input focused.
      select(check.first.id);
      setFocusRequest((count) => count + 1);
      return;
    }
    setProblem(null);
    goTo('review');
  };
  const backToForm = () => {
    setProblem(null);
    goTo('fill');
    // Back where the person left the form.
    setFocusFinish({ isForced: true });
  };

  const sign = async () => {
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
      if (isConsentRequired(error)) {
        // Read the version now in force before asking for it; the review waits behind it.
        await onConsentReload().catch(() => undefined);
        setIsConsentAgain(true);
        setHasMoved(true);
        return;
      }
      if (isExpiredRefusal(error)) {
        setHasExpired(true);
        onChanged();
        return;
      }
      setProblem(errorMessage(error, SIGN_FAILURE));
      const found = error instanceof ApiError ? problemsByField(error.details) : {};
      const first = ordered.find((field) => found[field.id]);
      if (first) {
        // The server named fields: back to the form, the guide (and the caret) on the first.
        setProblems(found);
        goTo('fill');
        select(first.id);
        setFocusFinish({ isForced: false });
      }
    } finally {
      setIsBusy(false);
    }
  };

  if (hasExpired) {
    return <ExpiredNotice provider={copy.provider.fullName} focusOnMount onClose={onCancel} />;
  }

  if (isConsenting) {
    return (
      <ConsentStep
        consent={consent}
        notice={isConsentAgain ? CONSENT_AGAIN : null}
        focusOnMount={hasMoved}
        onAccepted={(next) => {
          onConsentAccepted(next);
          setIsConsentAgain(false);
          setHasMoved(true);
        }}
        onReload={onConsentReload}
        onCancel={onCancel}
      />
    );
  }

  const pages = (onSelect?: (id: string) => void) => (
    <FilledDocument
      fields={copy.fields}
      file={file}
      pageCount={copy.pageCount}
      fill={fill}
      uploads={uploads}
      date={date}
      activeId={onSelect ? activeId : null}
      problems={onSelect ? problems : {}}
      onSelect={onSelect}
    />
  );

  return (
    <>
      {/* Kept while reviewing (hidden): Back finds the pages drawn and the form as it was. */}
      <Stack gap="4" display={step === 'fill' ? undefined : 'none'}>
        <VisuallyHidden>
          <StepHeading focusOnMount={hasMoved}>Fill in the document</StepHeading>
        </VisuallyHidden>
        {pages(select)}
        <ActionPanel>
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
              prefill={copy.prefill}
              uploads={uploads}
              copy={{ documentId: copy.documentId, copyId: copy.id }}
              focusRequest={focusRequest}
              onValue={(value) => setValue(active.id, value)}
              onLeave={() => checkField(active)}
              onSign={() => setSigning(active.type)}
              onAttached={attached}
              onRemoved={() => removed(active.id)}
            />
          )}
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                onClick={() => stepThrough(-1)}
                aria-label="Previous field"
              >
                <ChevronLeft />
              </Button>
              <Button size="sm" variant="outline" onClick={goToNextField}>
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
              <Button ref={finishButton} onClick={finish}>
                Finish and sign
              </Button>
            </HStack>
          </HStack>
        </ActionPanel>
      </Stack>
      {step === 'review' && (
        <ReviewStep
          entries={reviewEntries(copy.fields, fill, date, uploads)}
          document={pages()}
          pageCount={copy.pageCount ?? 1}
          problem={problem}
          isSigning={isBusy}
          onBack={backToForm}
          onSign={() => void sign()}
        />
      )}
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
    </>
  );
});
