import { Button, chakra, useFieldContext, useSlotRecipe } from '@chakra-ui/react';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';

import { fileDropZoneSlotRecipe } from './documents.recipe';
import { formatFileSize, isAccepted } from './file-size';

export interface FileDropZoneProps {
  /** The file types offered, e.g. 'application/pdf'. Dropped files are held to it too. */
  accept?: string;
  /** Called with the chosen or dropped file, or null when the choice is removed. */
  onFileChange: (file: File | null) => void;
  /** Called with a dropped file that `accept` refuses (the picker never offers one). */
  onReject?: (file: File) => void;
  /** The chosen file, shown under the zone; nothing chosen without it. */
  file?: { name: string; size: number } | null;
  /** The upload's progress from 0 to 1 while it runs; null or undefined when not uploading. */
  progress?: number | null;
  /** The zone's main line. */
  title?: ReactNode;
  /** What may be dropped, e.g. 'A PDF, up to 20 MB'. */
  hint?: ReactNode;
  /** The accessible name of the button that removes the chosen file. */
  clearLabel?: string;
  /** The words before the percentage while uploading. */
  uploadingText?: string;
  /** The input's id; inside a FormField the field's own id is used. */
  id?: string;
  /** Turns the zone off (while uploading, for instance). */
  disabled?: boolean;
}

/**
 * Where a file is dropped or chosen, with the chosen file and the upload's progress. The zone is
 * the native input's label: a click opens the picker, the keyboard reaches the input itself, and
 * a FormField's label and problem apply to it as to any input.
 */
export function FileDropZone({
  accept,
  onFileChange,
  onReject,
  file,
  progress,
  title = 'Drop a file here, or choose one',
  hint,
  clearLabel = 'Remove the chosen file',
  uploadingText = 'Uploading',
  id,
  disabled,
}: FileDropZoneProps) {
  const styles = useSlotRecipe({ recipe: fileDropZoneSlotRecipe })({});
  const field = useFieldContext();
  const ownId = useId();
  const inputId = id ?? field?.ids.control ?? ownId;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isDisabled = disabled ?? field?.disabled ?? false;
  const isUploading = typeof progress === 'number';
  const percent = isUploading ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : 0;
  const describedBy = [field?.ariaDescribedby, hint ? hintId : undefined].filter(Boolean).join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFileChange(event.target.files?.[0] ?? null);
  };
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (isDisabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (isDisabled) return;
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    if (!isAccepted(dropped, accept)) {
      onReject?.(dropped);
      return;
    }
    onFileChange(dropped);
  };
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <chakra.div css={styles.root}>
      <chakra.label
        htmlFor={inputId}
        css={styles.zone}
        data-dragging={isDragging ? '' : undefined}
        data-invalid={field?.invalid ? '' : undefined}
        data-disabled={isDisabled ? '' : undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <chakra.input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          disabled={isDisabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={field?.invalid || undefined}
          css={styles.input}
          onChange={onChange}
        />
        <chakra.span css={styles.icon} aria-hidden="true">
          <Upload />
        </chakra.span>
        <chakra.span css={styles.title}>{title}</chakra.span>
        {hint && (
          <chakra.span id={hintId} css={styles.hint}>
            {hint}
          </chakra.span>
        )}
      </chakra.label>
      {file && (
        <chakra.div css={styles.file}>
          <FileText aria-hidden="true" size={16} />
          <chakra.span flex="1" minW="0">
            {file.name} ({formatFileSize(file.size)})
          </chakra.span>
          {!isUploading && (
            <Button
              variant="ghost"
              size="xs"
              aria-label={clearLabel}
              disabled={isDisabled}
              onClick={clear}
            >
              <X />
            </Button>
          )}
        </chakra.div>
      )}
      {isUploading && (
        <chakra.div display="flex" flexDirection="column" gap="1">
          <chakra.div
            role="progressbar"
            aria-label={uploadingText}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            css={styles.progress}
          >
            <chakra.div css={styles.bar} style={{ width: `${percent}%` }} />
          </chakra.div>
          <chakra.span css={styles.status} aria-live="polite">
            {uploadingText} {percent} %
          </chakra.span>
        </chakra.div>
      )}
    </chakra.div>
  );
}
