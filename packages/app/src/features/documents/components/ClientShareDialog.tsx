import { Stack, Text } from '@chakra-ui/react';

import { ErrorPanel, ModalFrame, notify } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { useApi } from '@/lib/http/useApi';

import { CLIENT_FILE_ACCEPT } from '../utils/labels';
import { UploadForm } from './UploadForm';

export interface ClientShareDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called once the file is stored. */
  onShared: () => void;
}

/**
 * The client share document modal: a client sends a PDF or an image (an insurance card, a letter)
 * to its provider; with several providers, it picks one.
 */
export function ClientShareDialog({ isOpen, onClose, onShared }: ClientShareDialogProps) {
  // A client's contacts are its providers (and the superadmin): the same relation as documents.
  const contacts = useApi(isOpen ? 'listChatContacts' : null, undefined, {
    select: (answer) => answer.data.filter((person) => person.role === 'provider'),
  });
  const providers = contacts.data ?? [];
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title="Share a document" size="lg">
      {contacts.error ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(contacts.error, LIST_LOAD_FAILURE)}
          onRetry={() => void contacts.mutate()}
        />
      ) : contacts.data && providers.length === 0 ? (
        <Text>You can share documents once a provider keeps your client record.</Text>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            {providers.length === 1
              ? `Send ${providers[0]?.fullName ?? 'your provider'} a PDF or a picture, such as an insurance card or a letter.`
              : 'Send your provider a PDF or a picture, such as an insurance card or a letter.'}
          </Text>
          <UploadForm
            key={providers.length}
            accept={CLIENT_FILE_ACCEPT}
            hint="A PDF or a picture (PNG, JPEG, WebP, GIF), up to 20 MB"
            wrongTypeText="only a PDF or a picture can be shared."
            providers={providers}
            submitLabel="Share"
            onCancel={onClose}
            onUploaded={(document) => {
              notify.success(
                `“${document.title}” was shared with ${document.recipient?.fullName ?? 'your provider'}.`,
              );
              onShared();
              onClose();
            }}
          />
        </Stack>
      )}
    </ModalFrame>
  );
}
