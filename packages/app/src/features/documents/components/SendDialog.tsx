import { ModalFrame } from '@portal/ui';

import type { SendTarget } from '../utils/sending';
import { ShareClientsForm } from './ShareClientsForm';

export interface SendDialogProps {
  /** What to send; null closes the dialog. */
  target: SendTarget | null;
  onClose: () => void;
  /** Called after the copies were sent. */
  onSent: () => void;
}

/** "Send “title”": the clients, a due date and the reminders, for a form, a template or a packet. */
export function SendDialog({ target, onClose, onSent }: SendDialogProps) {
  return (
    <ModalFrame
      isOpen={target !== null}
      onClose={onClose}
      title={target ? `Send “${target.title}”` : 'Send'}
      size="lg"
    >
      {target && (
        <ShareClientsForm
          key={`${target.kind}:${target.id}`}
          target={target}
          onCancel={onClose}
          onShared={() => {
            onSent();
            onClose();
          }}
        />
      )}
    </ModalFrame>
  );
}
