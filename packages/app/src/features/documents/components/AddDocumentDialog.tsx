import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import type { TDocumentDetail } from '@portal/contracts';

import { ModalFrame, StepIndicator } from '@portal/ui';

import { PDF_ACCEPT, PDF_NEEDED } from '../utils/labels';
import { FieldsPlacement } from './FieldsStep';
import { ShareClientsForm } from './ShareClientsForm';
import { UploadForm } from './UploadForm';

const STEPS = ['Upload', 'Place fields', 'Share'] as const;
const TEMPLATE_STEPS = ['Upload', 'Place fields'] as const;

export interface AddDocumentDialogProps {
  isOpen: boolean;
  /** A form (upload, fields, share) or a template (upload, fields; sent later from the list). */
  kind?: 'form' | 'template';
  onClose: () => void;
  /** Called whenever the document changed on the server (uploaded, fields placed, shared). */
  onChanged: () => void;
}

/**
 * The add document modal: the PDF and its title (with progress), then its fields on its pages,
 * then the clients to send it to. Each step is stored as it is done: closing after the upload
 * keeps the document, to be finished from its details.
 */
export function AddDocumentDialog({
  isOpen,
  kind = 'form',
  onClose,
  onChanged,
}: AddDocumentDialogProps) {
  const isTemplate = kind === 'template';
  const [step, setStep] = useState(0);
  const [uploaded, setUploaded] = useState<{ document: TDocumentDetail; file: File } | null>(null);

  const close = () => {
    setStep(0);
    setUploaded(null);
    onClose();
  };
  const indicator = (
    <StepIndicator
      steps={isTemplate ? TEMPLATE_STEPS : STEPS}
      current={step}
      label={isTemplate ? 'Adding a template' : 'Adding a document'}
    />
  );

  return (
    <ModalFrame
      variant="workspace"
      isOpen={isOpen}
      onClose={close}
      title={step === 1 ? 'Place fields' : isTemplate ? 'Add a template' : 'Add Document'}
      subtitle={step > 0 ? uploaded?.document.title : undefined}
      size={step === 1 ? 'wide' : 'lg'}
    >
      <Stack gap="5">
        {step !== 1 && indicator}
        {step === 0 && (
          <UploadForm
            accept={PDF_ACCEPT}
            hint="A PDF, up to 20 MB"
            wrongTypeText={PDF_NEEDED}
            kind={kind}
            submitLabel="Upload"
            onCancel={close}
            onUploaded={(document, file) => {
              setUploaded({ document, file });
              onChanged();
              setStep(1);
            }}
          />
        )}
        {step === 1 && uploaded && (
          <FieldsPlacement
            document={uploaded.document}
            file={uploaded.file}
            header={indicator}
            onCancel={close}
            onSaved={() => {
              onChanged();
              if (isTemplate) close();
              else setStep(2);
            }}
          />
        )}
        {step === 2 && uploaded && (
          <ShareClientsForm
            target={{ kind: 'form', id: uploaded.document.id, title: uploaded.document.title }}
            cancelLabel="Later"
            onCancel={close}
            onShared={() => {
              onChanged();
              close();
            }}
          />
        )}
        {step === 2 && !uploaded && <Button onClick={close}>Close</Button>}
      </Stack>
    </ModalFrame>
  );
}
