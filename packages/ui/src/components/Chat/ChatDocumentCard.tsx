import { Button, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Eye, FileSignature, FileText, FolderOpen } from 'lucide-react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

import {
  DOCUMENT_STATUS_LABELS,
  DocumentStatusBadge,
  type DocumentStatus,
} from '../Documents/DocumentStatusBadge';
import { chatDocumentCardSlotRecipe } from './chat-document-card.recipe';
import {
  documentCardAction,
  type DocumentCardAction,
  type DocumentCardViewer,
} from './document-card-action';

const actionIcons: Record<DocumentCardAction, typeof Eye> = {
  Open: FolderOpen,
  'Complete and sign': FileSignature,
  'View signed': Eye,
};

export interface ChatDocumentCardProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The document's title. */
  title: string;
  /** Where the client's copy stands; the badge reads as on the documents pages. */
  status: DocumentStatus;
  /**
   * Who reads the card: the provider may open the document; the client completes and signs an
   * open copy, or views a signed one (a declined or voided copy offers no action).
   */
  viewer: DocumentCardViewer;
  /**
   * The link the action goes to (the app passes its router's link, e.g.
   * `<Link to="/documents?copy=1" />`); no action without it.
   */
  link?: ReactElement<{ children?: ReactNode; 'aria-label'?: string }>;
}

/**
 * A document sent in a conversation: its title, the copy's status and the one thing its reader
 * can do with it. Shown in a message's bubble through `ChatMessage`'s `attachment`, like a file.
 */
export function ChatDocumentCard({ title, status, viewer, link, ...rest }: ChatDocumentCardProps) {
  const styles = useSlotRecipe({ recipe: chatDocumentCardSlotRecipe })({});
  const action = link ? documentCardAction(viewer, status) : null;
  const ActionIcon = action ? actionIcons[action] : null;
  return (
    <chakra.div
      css={styles.root}
      role="group"
      aria-label={`Document: ${title}, ${DOCUMENT_STATUS_LABELS[status]}`}
      data-status={status}
      {...rest}
    >
      <chakra.div css={styles.row}>
        <chakra.span css={styles.icon}>
          <FileText aria-hidden="true" />
        </chakra.span>
        <chakra.div css={styles.info}>
          <chakra.span css={styles.kind}>Document</chakra.span>
          <chakra.span css={styles.title}>{title}</chakra.span>
          <DocumentStatusBadge status={status} />
        </chakra.div>
      </chakra.div>
      {link && action && ActionIcon && (
        <Button
          asChild
          size="sm"
          // Signing is what the client is asked to do: the one solid button.
          variant={action === 'Complete and sign' ? 'solid' : 'outline'}
          css={styles.action}
        >
          {cloneElement(
            link,
            // Named with the title: a conversation can hold several cards.
            { 'aria-label': `${action} ${title}` },
            <>
              <ActionIcon aria-hidden="true" />
              {action}
            </>,
          )}
        </Button>
      )}
    </chakra.div>
  );
}
