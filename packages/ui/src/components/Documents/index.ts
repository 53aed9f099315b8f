export {
  DOCUMENT_STATUS_LABELS,
  DocumentStatusBadge,
  type DocumentStatus,
  type DocumentStatusBadgeProps,
} from './DocumentStatusBadge';
export { FieldBox, type FieldBoxProps, type FieldKind } from './FieldBox';
export { MIN_FIELD_SIDE, moveRect, resizeRect, roundRect, type FieldRect } from './field-geometry';
export { formatFileSize, isAccepted } from './file-size';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { PdfPageFrame, type PdfPageFrameProps } from './PdfPageFrame';
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './SignaturePad';
export { SealCheckResult, type SealCheck, type SealCheckResultProps } from './SealCheckResult';
