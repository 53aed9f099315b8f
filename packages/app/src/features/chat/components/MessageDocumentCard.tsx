import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';

import type { TChatDocumentCard } from '@portal/contracts';

import { ChatDocumentCard } from '@portal/ui';

import { useStores } from '@/stores/StoreProvider';

import { documentCardPath, documentCardViewer } from '../utils/document-card';

export interface MessageDocumentCardProps {
  /** The card as the server keeps it: its status follows the copy (`chat:message-updated`). */
  card: TChatDocumentCard;
}

/**
 * A document card of the conversation, read by the signed-in person: the provider opens the
 * document, the client its copy (the documents pages open either from the address).
 */
export const MessageDocumentCard = observer(function MessageDocumentCard({
  card,
}: MessageDocumentCardProps) {
  const { session } = useStores();
  const viewer = documentCardViewer(session.role);
  return (
    <ChatDocumentCard
      title={card.title}
      status={card.status}
      viewer={viewer}
      link={<Link to={documentCardPath(card, viewer)} />}
    />
  );
});
