import { useState, type ReactNode } from 'react';

import { ModalFrame } from '@portal/ui';

export interface SetUpDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  /**
   * The flow, given the means to say that its recovery codes show: from then on only its own
   * button closes the dialog, so that the codes are not lost to a stray Escape.
   */
  children: (onCodesShown: () => void) => ReactNode;
}

/** A set-up flow in a dialog: a fresh flow at each opening. */
export function SetUpDialog({ isOpen, title, onClose, children }: SetUpDialogProps) {
  const [showing, setShowing] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [hasCodes, setHasCodes] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setShowing((n) => n + 1);
      setHasCodes(false);
    }
  }
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={title} size="md" isDismissable={!hasCodes}>
      <div key={showing}>{children(() => setHasCodes(true))}</div>
    </ModalFrame>
  );
}
