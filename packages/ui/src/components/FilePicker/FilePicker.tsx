import { Button, chakra, useFieldContext, useSlotRecipe } from '@chakra-ui/react';
import { Upload, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';

import { filePickerSlotRecipe } from '../../theme/recipes/file-picker';

export interface FilePickerProps {
  /** The file types offered, e.g. 'image/png,image/jpeg'. */
  accept?: string;
  /** Called with the chosen file, or null when the choice is removed. */
  onFileChange: (file: File | null) => void;
  /** The chosen file's name, shown beside the button; nothing chosen without it. */
  fileName?: string | null;
  /** The button's text. */
  buttonLabel?: ReactNode;
  /** What shows beside the button while nothing is chosen. */
  noFileText?: string;
  /** The accessible name of the button that removes the chosen file. */
  clearLabel?: string;
  /** The input's id; inside a FormField the field's own id is used. */
  id?: string;
  /** Turns the picker off. */
  disabled?: boolean;
  /** Ids of texts that describe the picker (a hint, a problem); a FormField adds its own. */
  'aria-describedby'?: string;
}

/**
 * A file picker in the design system's look instead of the browser's "Choose File": a button,
 * the chosen file's name and a way to remove it. The native input stays the focusable control,
 * so that the keyboard, screen readers and a FormField's label all work as with any input.
 */
export function FilePicker({
  accept,
  onFileChange,
  fileName,
  buttonLabel = 'Choose a file',
  noFileText = 'No file chosen',
  clearLabel = 'Remove the chosen file',
  id,
  disabled,
  'aria-describedby': describedBy,
}: FilePickerProps) {
  const styles = useSlotRecipe({ recipe: filePickerSlotRecipe })({});
  const field = useFieldContext();
  const ownId = useId();
  const inputId = id ?? field?.ids.control ?? ownId;
  const nameId = `${inputId}-file-name`;
  const inputRef = useRef<HTMLInputElement>(null);
  const isDisabled = disabled ?? field?.disabled ?? false;
  const describedByIds = [describedBy, field?.ariaDescribedby, nameId].filter(Boolean).join(' ');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFileChange(event.target.files?.[0] ?? null);
  };
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
    inputRef.current?.focus();
  };

  return (
    <chakra.div css={styles.root} data-disabled={isDisabled ? '' : undefined}>
      <chakra.input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        disabled={isDisabled}
        aria-describedby={describedByIds}
        aria-invalid={field?.invalid || undefined}
        css={styles.input}
        onChange={onChange}
      />
      {/* The visible button: a pointer's way to the input, which keeps focus and the name. */}
      <Button asChild variant="outline" size="sm">
        <chakra.span
          aria-hidden="true"
          // Inactive like the input it stands for (so its faded colours are allowed, WCAG 1.4.3).
          aria-disabled={isDisabled || undefined}
          css={styles.trigger}
          onClick={() => {
            if (!isDisabled) inputRef.current?.click();
          }}
        >
          <Upload />
          {buttonLabel}
        </chakra.span>
      </Button>
      <chakra.span id={nameId} css={styles.fileName} data-empty={fileName ? undefined : ''}>
        {fileName || noFileText}
      </chakra.span>
      {fileName && (
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
  );
}
