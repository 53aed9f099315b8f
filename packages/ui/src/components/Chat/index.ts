export { attachmentProblem, fileKindLabel, type AttachmentRules } from './attachment-rules';
export { ChatAttachmentCard, type ChatAttachmentCardProps } from './ChatAttachmentCard';
export { ChatChannelItem, unreadLabel, type ChatChannelItemProps } from './ChatChannelItem';
export { ChatComposer, type ChatComposerProps } from './ChatComposer';
export { ChatDaySeparator, type ChatDaySeparatorProps } from './ChatDaySeparator';
export { ChatDocumentCard, type ChatDocumentCardProps } from './ChatDocumentCard';
export {
  ChatEditHistoryDialog,
  type ChatEditHistoryDialogProps,
  type ChatEditHistoryState,
  type ChatMessageVersion,
} from './ChatEditHistoryDialog';
export {
  ChatFormattedText,
  type ChatFormattedTextProps,
  type ChatMentionLabel,
} from './ChatFormattedText';
export { ChatMessage, type ChatMessageProps, type ChatMessageStatus } from './ChatMessage';
export { ChatMessageActions, type ChatMessageActionsProps } from './ChatMessageActions';
export { ChatMessagesSkeleton, type ChatMessagesSkeletonProps } from './ChatMessagesSkeleton';
export { ChatMessageEditor, type ChatMessageEditorProps } from './ChatMessageEditor';
export { ChatPinnedList, type ChatPinnedItem, type ChatPinnedListProps } from './ChatPinnedList';
export { ChatPresenceAvatar, type ChatPresenceAvatarProps } from './ChatPresenceAvatar';
export {
  ChatReactionBar,
  type ChatReactionBarProps,
  type ChatReactionSummary,
} from './ChatReactionBar';
export { ChatReactionPicker, type ChatReactionPickerProps } from './ChatReactionPicker';
export { ChatReplyQuote, type ChatReplyQuoteProps } from './ChatReplyQuote';
export type {
  ChatSearchFilterPanelProps,
  ChatSearchFilterValues,
  ChatSearchOption,
} from './ChatSearchFilterPanel';
export {
  ChatSearchFilters,
  type ChatSearchChip,
  type ChatSearchFiltersProps,
  type ChatSearchOrder,
} from './ChatSearchFilters';
export { ChatSearchHit, type ChatSearchHitProps } from './ChatSearchHit';
export { ChatSystemMessage, type ChatSystemMessageProps } from './ChatSystemMessage';
export {
  ChatTypingIndicator,
  typingText,
  type ChatTypingIndicatorProps,
} from './ChatTypingIndicator';
export {
  documentCardAction,
  type DocumentCardAction,
  type DocumentCardViewer,
} from './document-card-action';
export { linkify, type TextPart } from './linkify';
export { markParts, type TextRange } from './mark-parts';
export {
  matchMentionCandidates,
  mentionsToTokens,
  tokensToMentions,
  type MentionCandidate,
} from './mention-text';
export { normalizeEmoji, reactionLabel, reactionNames } from './reaction-names';
