import { chakra, IconButton, Spinner, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Download, File, FileText, ImageIcon } from 'lucide-react';

import { chatAttachmentCardSlotRecipe } from '../../theme/recipes/chat-conversation';
import { formatFileSize } from '../Documents/file-size';
import { Tooltip } from '../Tooltip';
import { fileKindLabel } from './attachment-rules';

export interface ChatAttachmentCardProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The file's name as its sender's device gave it. */
  name: string;
  /** Its size in bytes. */
  size: number;
  /** Its media type ('application/pdf', 'image/png'): the icon and the kind in words. */
  type: string;
  /**
   * A picture of an image file (a blob URL): null while it loads (its frame is kept, so nothing
   * moves when it arrives); without it, no picture.
   */
  thumbnailSrc?: string | null;
  /** Downloads the file (with the viewer's session); no download action without it or `href`. */
  onDownload?: () => void;
  /** Where the file can be saved from (a blob URL, a public address): a plain download link. */
  href?: string;
  /** A download is on its way: its action waits. */
  isDownloading?: boolean;
  /** How much of the file has been sent, from 0 to 1, while it is being uploaded. */
  progress?: number | null;
}

/**
 * The file of a message: its picture (images), icon, name, kind and size, and a download. Shown
 * in the message's bubble through `ChatMessage`'s `attachment`.
 */
export function ChatAttachmentCard({
  name,
  size,
  type,
  thumbnailSrc,
  onDownload,
  href,
  isDownloading = false,
  progress,
  ...rest
}: ChatAttachmentCardProps) {
  const styles = useSlotRecipe({ recipe: chatAttachmentCardSlotRecipe })({});
  const isImage = type.startsWith('image/');
  const Icon = type === 'application/pdf' ? FileText : isImage ? ImageIcon : File;
  const downloadLabel = `Download ${name}`;
  const percent =
    typeof progress === 'number' ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : null;
  return (
    <chakra.div css={styles.root} data-kind={isImage ? 'image' : 'file'} {...rest}>
      {thumbnailSrc !== undefined && (
        <chakra.div css={styles.thumbnail}>
          {thumbnailSrc ? <img src={thumbnailSrc} alt="" /> : <ImageIcon aria-hidden="true" />}
        </chakra.div>
      )}
      <chakra.div css={styles.row}>
        <chakra.span css={styles.icon}>
          <Icon aria-hidden="true" />
        </chakra.span>
        <chakra.span css={styles.info}>
          <chakra.span css={styles.name} title={name}>
            {name}
          </chakra.span>
          <chakra.span css={styles.detail}>
            {fileKindLabel(type)} · {formatFileSize(size)}
          </chakra.span>
        </chakra.span>
        {href ? (
          <Tooltip content={downloadLabel}>
            <IconButton asChild size="sm" variant="ghost" aria-label={downloadLabel}>
              <a href={href} download={name}>
                <Download />
              </a>
            </IconButton>
          </Tooltip>
        ) : (
          onDownload && (
            <Tooltip content={downloadLabel}>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={downloadLabel}
                aria-busy={isDownloading || undefined}
                disabled={isDownloading}
                onClick={onDownload}
              >
                {isDownloading ? <Spinner size="sm" /> : <Download />}
              </IconButton>
            </Tooltip>
          )
        )}
      </chakra.div>
      {percent !== null && (
        <chakra.div
          role="progressbar"
          aria-label={`Sending ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          css={styles.progress}
        >
          <chakra.div css={styles.bar} style={{ width: `${percent}%` }} />
        </chakra.div>
      )}
    </chakra.div>
  );
}
