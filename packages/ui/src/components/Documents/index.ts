export {
  DOCUMENT_STATUS_LABELS,
  DocumentStatusBadge,
  type DocumentStatus,
  type DocumentStatusBadgeProps,
} from './DocumentStatusBadge';
export { FieldBox, type FieldBoxProps, type FieldKind } from './FieldBox';
export {
  MIN_FIELD_SIDE,
  moveRect,
  pagePointAt,
  rectCenteredAt,
  resizeRect,
  roundRect,
  type FieldRect,
  type PagePoint,
} from './field-geometry';
export { FIELD_ICONS } from './field-icons';
export { FieldPalette, type FieldPaletteItem, type FieldPaletteProps } from './FieldPalette';
export { formatFileSize, isAccepted } from './file-size';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export {
  PacketTask,
  type PacketTaskItem,
  type PacketTaskItemState,
  type PacketTaskProps,
} from './PacketTask';
export { PdfPageFrame, type PdfPageFrameProps } from './PdfPageFrame';
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './SignaturePad';
export { SealCheckResult, type SealCheck, type SealCheckResultProps } from './SealCheckResult';
export { ZoomControl, type ZoomControlProps } from './ZoomControl';
export { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, zoomForKey, zoomIn, zoomOut, zoomText } from './zoom';
export {
  OrderedTemplateList,
  type OrderedTemplateItem,
  type OrderedTemplateListProps,
} from './OrderedTemplateList';
export { ReminderScheduleInputs, type ReminderScheduleInputsProps } from './ReminderScheduleInputs';
export {
  EMPTY_SEND_SCHEDULE,
  reminderProblems,
  reminderScheduleText,
  scheduleNumberProblems,
  type ReminderChoice,
  type ScheduleNumbers,
  type SendSchedule,
} from './send-schedule';
export { SendScheduleFields, type SendScheduleFieldsProps } from './SendScheduleFields';
