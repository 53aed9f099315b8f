import { Button, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { CircleAlert, Clock, Pin } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';

import { splitMentions, type TMessageFormat } from '@portal/contracts/constants';

import { chatMessageSlotRecipe } from '../../theme/recipes/chat-conversation';
import { Tooltip } from '../Tooltip';
import { StatusBadge } from '../StatusBadge';
import { UserAvatar } from '../UserCell';
import { ChatFormattedText } from './ChatFormattedText';
import { linkify, type TextPart } from './linkify';

/** Where a message of one's own is: on its way, stored, or refused / not delivered. */
export type ChatMessageStatus = 'sent' | 'sending' | 'failed';

export interface ChatMessageProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** Who wrote it ('Deleted user' for an account that is gone). */
  author: string;
  /** The author's picture; their initials without one. */
  avatarSrc?: string | null;
  /**
   * The text as written: as plain text (line breaks kept, web addresses as safe links), or
   * formatted when `format` is 'markdown'.
   */
  text: string;
  /**
   * How the text is read: 'plain' as written (messages sent before formatting came), or
   * 'markdown', the chat's subset drawn by `ChatFormattedText`.
   */
  format?: TMessageFormat;
  /** When it was sent, as an ISO time (for the `<time>` element). */
  dateTime: string;
  /** When it was sent, in words, e.g. '09:30'. */
  timeLabel: string;
  /** Written by a guest of the conversation (invitation link): a 'Guest' badge by the name. */
  isGuest?: boolean;
  /** One's own message: set apart on the other side, without avatar or name. */
  isOwn?: boolean;
  /** Follows a message of the same author shortly before: no avatar or name again. */
  isContinued?: boolean;
  /** Changed after it was sent: an '(edited)' mark. */
  isEdited?: boolean;
  /** Deleted by its author: `deletedLabel` in place of the text. */
  isDeleted?: boolean;
  /** What everyone reads in place of a deleted message. */
  deletedLabel?: string;
  /** One's own message on its way ('sending') or not delivered ('failed', with Retry). */
  status?: ChatMessageStatus;
  /** Why it failed, e.g. the server's message; 'Not sent' by default. */
  failureReason?: string;
  /** Sends a failed message again (with the same identity, so it is never stored twice). */
  onRetry?: () => void;
  /** Drops a failed message. */
  onDiscard?: () => void;
  /** A line under one's latest message, e.g. 'Seen'. */
  receipt?: string;
  /** Something after the text, such as an attachment's card. */
  attachment?: ReactNode;
  /** Actions on the message (edit, delete), shown beside its time. */
  actions?: ReactNode;
  /** Shown in place of the bubble while its author edits it (a `ChatMessageEditor`). */
  editor?: ReactNode;
  /** Marks the message that a search result or a link opened the conversation at. */
  isHighlighted?: boolean;
  /** The quote of the message this one answers (a `ChatReplyQuote`), at the top of the bubble. */
  replyQuote?: ReactNode;
  /** The reactions under the bubble (a `ChatReactionBar`). */
  reactions?: ReactNode;
  /** Pinned in the conversation: a small "Pinned" mark. */
  isPinned?: boolean;
  /**
   * Names the people the text mentions: with it, each `<@id>` (and `<@all>`, as 'all') is drawn as
   * a highlighted '@Name', stronger when `isMe`; without it the text is shown as written.
   */
  mentionLabel?: (id: string) => { label: string; isMe: boolean };
  /** The message mentions the reader (by name or @all): a tint and an accent on the row. */
  isMentioningMe?: boolean;
  /** Who the `receipt` stands for, e.g. 'Seen by Ann Lee, Ben Kay and Cy Dee': a tooltip on it. */
  receiptDetail?: string;
  /** Opens the earlier versions: the edited mark becomes an 'edited' button. */
  onEditedClick?: () => void;
}

/** A piece of the text: words, a web address, or a mention's id. */
type MessagePart = TextPart | { kind: 'mention'; id: string };

/** The text cut into words, links and (when they are shown) mentions. */
function messageParts(text: string, withMentions: boolean): MessagePart[] {
  if (!withMentions) return linkify(text);
  return splitMentions(text).flatMap((part): MessagePart[] =>
    'mention' in part ? [{ kind: 'mention', id: part.mention }] : linkify(part.text),
  );
}

/**
 * One message of a conversation: author, time and text (never rendered as HTML), with its
 * edited and deleted marks, and the sending and failed states of one's own messages.
 */
export function ChatMessage({
  author,
  avatarSrc,
  text,
  format = 'plain',
  dateTime,
  timeLabel,
  isGuest = false,
  isOwn = false,
  isContinued = false,
  isEdited = false,
  isDeleted = false,
  deletedLabel = 'This message was deleted',
  status = 'sent',
  failureReason = 'Not sent',
  onRetry,
  onDiscard,
  receipt,
  attachment,
  actions,
  editor,
  isHighlighted = false,
  replyQuote,
  reactions,
  isPinned = false,
  mentionLabel,
  isMentioningMe = false,
  receiptDetail,
  onEditedClick,
  ...rest
}: ChatMessageProps) {
  const styles = useSlotRecipe({ recipe: chatMessageSlotRecipe })({});
  const withMentions = mentionLabel !== undefined;
  const isFormatted = format === 'markdown' && !isDeleted;
  const parts = useMemo(
    () => (isFormatted ? [] : messageParts(text, withMentions)),
    [text, withMentions, isFormatted],
  );
  const showsHeader = !isContinued && !isOwn;
  return (
    <chakra.div
      css={styles.root}
      data-own={isOwn ? '' : undefined}
      data-continued={isContinued ? '' : undefined}
      data-chat-message=""
      data-highlighted={isHighlighted ? '' : undefined}
      data-mentions-me={isMentioningMe && !isDeleted ? '' : undefined}
      aria-current={isHighlighted ? 'true' : undefined}
      {...rest}
    >
      {!isOwn && (
        <chakra.div css={styles.avatar}>
          {showsHeader && <UserAvatar name={author} src={avatarSrc} size="xs" aria-hidden="true" />}
        </chakra.div>
      )}
      <chakra.div css={styles.body}>
        {showsHeader ? (
          <chakra.div css={styles.header}>
            <chakra.span css={styles.author}>{author}</chakra.span>
            {isGuest && (
              <StatusBadge tone="neutral" size="sm" alignSelf="center">
                Guest
              </StatusBadge>
            )}
            <chakra.time css={styles.time} dateTime={dateTime}>
              {timeLabel}
            </chakra.time>
          </chakra.div>
        ) : (
          <chakra.span srOnly>
            {isOwn ? 'You' : author}
            {isGuest && !isOwn ? ' (guest)' : ''}, <time dateTime={dateTime}>{timeLabel}</time>:
          </chakra.span>
        )}
        {editor ?? (
          <chakra.div
            css={styles.bubble}
            data-deleted={isDeleted ? '' : undefined}
            data-status={status}
          >
            {!isDeleted && replyQuote}
            {isFormatted ? (
              text && (
                <ChatFormattedText css={styles.text} text={text} mentionLabel={mentionLabel} />
              )
            ) : (
              <chakra.p css={styles.text}>
                {isDeleted
                  ? deletedLabel
                  : parts.map((part, index) =>
                      part.kind === 'mention' ? (
                        <Mention
                          key={index}
                          css={styles.mention}
                          {...(mentionLabel?.(part.id) ?? { label: part.id, isMe: false })}
                        />
                      ) : part.kind === 'link' ? (
                        <chakra.a
                          key={index}
                          css={styles.link}
                          href={part.href}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {part.text}
                        </chakra.a>
                      ) : (
                        part.text
                      ),
                    )}
              </chakra.p>
            )}
            {!isDeleted && attachment}
          </chakra.div>
        )}
        {!editor && !isDeleted && reactions}
        {!editor && (
          <MessageMeta
            styles={styles}
            isOwn={isOwn}
            isContinued={isContinued}
            isEdited={isEdited && !isDeleted}
            dateTime={dateTime}
            timeLabel={timeLabel}
            status={status}
            failureReason={failureReason}
            onRetry={onRetry}
            onDiscard={onDiscard}
            receipt={receipt}
            receiptDetail={receiptDetail}
            actions={actions}
            isPinned={isPinned && !isDeleted}
            onEditedClick={onEditedClick}
          />
        )}
      </chakra.div>
    </chakra.div>
  );
}

interface MessageMetaProps extends Pick<
  ChatMessageProps,
  | 'isOwn'
  | 'isContinued'
  | 'isEdited'
  | 'dateTime'
  | 'timeLabel'
  | 'status'
  | 'failureReason'
  | 'onRetry'
  | 'onDiscard'
  | 'receipt'
  | 'receiptDetail'
  | 'actions'
  | 'isPinned'
  | 'onEditedClick'
> {
  /** The ChatMessage recipe's slot styles. */
  styles: ReturnType<ReturnType<typeof useSlotRecipe>>;
}

/** The line under a bubble: own time, edited mark, delivery state, receipt and actions. */
function MessageMeta({
  styles,
  isOwn,
  isContinued,
  isEdited,
  dateTime,
  timeLabel,
  status,
  failureReason,
  onRetry,
  onDiscard,
  receipt,
  receiptDetail,
  actions,
  isPinned,
  onEditedClick,
}: MessageMetaProps) {
  const receiptDetailId = useId();
  const showsTime = isOwn && status === 'sent';
  if (!showsTime && !isEdited && status === 'sent' && !receipt && !actions && !isPinned) {
    return null;
  }
  return (
    <chakra.div css={styles.meta}>
      {isPinned && (
        <chakra.span css={styles.pinned}>
          <Pin aria-hidden="true" />
          Pinned
        </chakra.span>
      )}
      {showsTime && (
        <chakra.time css={styles.time} dateTime={dateTime} aria-hidden={isContinued || undefined}>
          {timeLabel}
        </chakra.time>
      )}
      {isEdited &&
        (onEditedClick ? (
          <chakra.button
            type="button"
            css={styles.edited}
            aria-label="Edited: show the earlier versions"
            onClick={onEditedClick}
          >
            edited
          </chakra.button>
        ) : (
          <span>(edited)</span>
        ))}
      {status === 'sending' && (
        <chakra.span css={styles.status} data-status="sending" role="status">
          <Clock aria-hidden="true" />
          Sending…
        </chakra.span>
      )}
      {status === 'failed' && (
        <>
          <chakra.span css={styles.status} data-status="failed" role="alert">
            <CircleAlert aria-hidden="true" />
            {failureReason}
          </chakra.span>
          {onRetry && (
            <Button size="2xs" variant="outline" onClick={onRetry}>
              Retry
            </Button>
          )}
          {onDiscard && (
            <Button size="2xs" variant="ghost" onClick={onDiscard}>
              Discard
            </Button>
          )}
        </>
      )}
      {receipt &&
        status === 'sent' &&
        (receiptDetail ? (
          <>
            <Tooltip content={receiptDetail}>
              <chakra.button type="button" css={styles.receipt} aria-describedby={receiptDetailId}>
                {receipt}
              </chakra.button>
            </Tooltip>
            <chakra.span srOnly id={receiptDetailId}>
              {receiptDetail}
            </chakra.span>
          </>
        ) : (
          <span>{receipt}</span>
        ))}
      {actions && <chakra.span css={styles.actions}>{actions}</chakra.span>}
    </chakra.div>
  );
}

interface MentionProps extends HTMLChakraProps<'span'> {
  /** The name shown after '@'. */
  label: string;
  /** The reader: drawn stronger. */
  isMe: boolean;
}

/** '@Name' in a message's text. */
function Mention({ label, isMe, ...rest }: MentionProps) {
  return (
    <chakra.span data-me={isMe ? '' : undefined} {...rest}>
      @{label}
    </chakra.span>
  );
}
