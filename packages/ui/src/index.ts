// The design system's public face: the app imports from '@portal/ui' only.
export { getSystem, loadFullTheme } from './theme/system';
export { UiProvider, type ColorMode, type UiProviderProps } from './provider';
export { useHasOpened } from './lib/use-has-opened';

export {
  AppShell,
  SideNav,
  SideNavItem,
  type AppShellProps,
  type SideNavItemProps,
  type SideNavProps,
} from './components/AppShell';
export { AttachedFile, type AttachedFileProps } from './components/AttachedFile';
export { AuthFrame, type AuthFrameProps } from './components/AuthFrame';
export {
  attachmentProblem,
  ChatAttachmentCard,
  ChatChannelItem,
  ChatComposer,
  ChatDaySeparator,
  ChatDocumentCard,
  ChatEditHistoryDialog,
  ChatFormattedText,
  ChatMessage,
  ChatMessageActions,
  ChatMessageEditor,
  ChatMessagesSkeleton,
  ChatPinnedList,
  ChatPresenceAvatar,
  ChatReactionBar,
  ChatReactionPicker,
  ChatReplyQuote,
  ChatSearchFilters,
  ChatSearchHit,
  ChatSystemMessage,
  ChatTypingIndicator,
  linkify,
  markParts,
  matchMentionCandidates,
  mentionsToTokens,
  normalizeEmoji,
  reactionLabel,
  reactionNames,
  tokensToMentions,
  typingText,
  unreadLabel,
  fileKindLabel,
  type AttachmentRules,
  type ChatAttachmentCardProps,
  type ChatChannelItemProps,
  type ChatComposerProps,
  type ChatDaySeparatorProps,
  type ChatDocumentCardProps,
  type ChatEditHistoryDialogProps,
  type ChatEditHistoryState,
  type ChatFormattedTextProps,
  type ChatMentionLabel,
  type ChatMessageVersion,
  type ChatPinnedItem,
  type ChatPinnedListProps,
  type ChatMessageActionsProps,
  type ChatMessageEditorProps,
  type ChatMessageProps,
  type ChatMessagesSkeletonProps,
  type ChatMessageStatus,
  type ChatPresenceAvatarProps,
  type ChatReactionBarProps,
  type ChatReactionPickerProps,
  type ChatReactionSummary,
  type ChatReplyQuoteProps,
  type ChatSearchChip,
  type ChatSearchFilterPanelProps,
  type ChatSearchFilterValues,
  type ChatSearchFiltersProps,
  type ChatSearchHitProps,
  type ChatSearchOption,
  type ChatSearchOrder,
  type ChatSystemMessageProps,
  type ChatTypingIndicatorProps,
  type DocumentCardViewer,
  type MentionCandidate,
  type TextPart,
  type TextRange,
} from './components/Chat';
export {
  ColorModePicker,
  ColorModeToggle,
  useSystemColorMode,
  type ColorModePickerProps,
  type ColorModePreference,
  type ColorModeToggleProps,
} from './components/ColorMode';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './components/ChoiceGroup';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  CountrySelect,
  type CountryOption,
  type CountrySelectProps,
} from './components/CountrySelect';
export { CopyableSecret, groupText, type CopyableSecretProps } from './components/CopyableSecret';
export { DateText, type DateTextProps } from './components/DateText';
export {
  DetailList,
  type DetailColumns,
  type DetailItem,
  type DetailListProps,
} from './components/DetailList';
export { DetailSkeleton, type DetailSkeletonProps } from './components/DetailSkeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { FilePicker, type FilePickerProps } from './components/FilePicker';
export { FormAlert, type FormAlertProps, type FormAlertStatus } from './components/FormAlert';
export { FormDialog, type FormDialogProps } from './components/FormDialog';
export { FormField, type FormFieldProps } from './components/FormField';
export { FormSkeleton, type FormSkeletonProps } from './components/FormSkeleton';
export {
  AvatarButton,
  DeleteButton,
  TooltipIconButton,
  ViewButton,
  type ActionIconButtonProps,
  type AvatarButtonProps,
  type TooltipIconButtonProps,
} from './components/IconButtons';
export { ListItemRow, type ListItemRowProps } from './components/ListItemRow';
export { ListSkeleton, type ListSkeletonProps } from './components/ListSkeleton';
export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay';
export { NotificationBell, type NotificationBellProps } from './components/NotificationBell';
export { NotificationItem, type NotificationItemProps } from './components/NotificationItem';
export { ModalFrame, type ModalFrameProps } from './components/ModalFrame';
export { PageWrapper, type PageAction, type PageWrapperProps } from './components/PageWrapper';
export { Pager, type PagerProps } from './components/Pager';
export { usePagination, type Pagination, type UsePaginationOptions } from './components/Pagination';
export { ProfileHeader, type ProfileHeaderProps } from './components/ProfileHeader';
export {
  PasswordConfirmDialog,
  type PasswordConfirmDialogProps,
} from './components/PasswordConfirmDialog';
export { PasswordInput, type PasswordInputProps } from './components/PasswordInput';
export { EyeIcon, EyeOffIcon, ShieldCheckIcon, type LineIconProps } from './components/LineIcon';
export { PhoneInput, type PhoneInputProps } from './components/PhoneInput';
export {
  RecoveryCodeList,
  recoveryCodesText,
  type RecoveryCodeListProps,
} from './components/RecoveryCodeList';
export {
  SearchableTable,
  type CreateSearch,
  type SearchableTableProps,
} from './components/SearchableTable';
export { SearchInput, type SearchInputProps } from './components/SearchInput';
export { SectionCard, type SectionCardProps } from './components/SectionCard';
export {
  SimpleTable,
  type SimpleTableColumn,
  type SimpleTableProps,
} from './components/SimpleTable';
export { StatCard, type StatCardProps } from './components/StatCard';
export { StepIndicator, type StepIndicatorProps } from './components/StepIndicator';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './components/StatusBadge';
export {
  notify,
  Toaster,
  toaster,
  TOAST_DURATION_MS,
  type ToastOptions,
  type ToastTone,
} from './components/Toaster';
export { Tooltip, type TooltipProps } from './components/Tooltip';
export {
  AVATAR_PALETTES,
  initialsOf,
  isUsableImage,
  paletteForName,
  UserAvatar,
  UserCell,
  type AvatarPalette,
  type UserAvatarProps,
  type UserCellProps,
} from './components/UserCell';
export {
  DOCUMENT_STATUS_LABELS,
  DocumentStatusBadge,
  FIELD_ICONS,
  FieldBox,
  FieldPalette,
  FileDropZone,
  formatFileSize,
  isAccepted,
  MIN_FIELD_SIDE,
  moveRect,
  PacketTask,
  pagePointAt,
  PdfPageFrame,
  rectCenteredAt,
  resizeRect,
  roundRect,
  SealCheckResult,
  SignaturePad,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  ZoomControl,
  zoomForKey,
  zoomIn,
  zoomOut,
  zoomText,
  type DocumentStatus,
  type DocumentStatusBadgeProps,
  type FieldBoxProps,
  type FieldKind,
  type FieldPaletteItem,
  type FieldPaletteProps,
  type FieldRect,
  type FileDropZoneProps,
  type PacketTaskItem,
  type PacketTaskItemState,
  type PacketTaskProps,
  type PagePoint,
  type PdfPageFrameProps,
  type SealCheck,
  type SealCheckResultProps,
  type SignaturePadHandle,
  type SignaturePadProps,
  type ZoomControlProps,
} from './components/Documents';
export {
  EMPTY_SEND_SCHEDULE,
  OrderedTemplateList,
  ReminderScheduleInputs,
  reminderProblems,
  reminderScheduleText,
  scheduleNumberProblems,
  SendScheduleFields,
  type OrderedTemplateItem,
  type OrderedTemplateListProps,
  type ReminderChoice,
  type ReminderScheduleInputsProps,
  type ScheduleNumbers,
  type SendSchedule,
  type SendScheduleFieldsProps,
} from './components/Documents';
