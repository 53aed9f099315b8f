import { chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  useRef,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';

import { fieldBoxSlotRecipe } from './documents.recipe';
import { FIELD_ICONS, type FieldKind } from './field-icons';
import { capturePointer, moveRect, resizeRect, type FieldRect } from './field-geometry';

export type { FieldKind } from './field-icons';

export interface FieldBoxProps {
  /** What the field asks for; it picks the icon. */
  kind: FieldKind;
  /** The field's label, e.g. 'Signature' or 'Date of birth'. */
  label: string;
  /** Where the field sits, as fractions of its page. */
  rect: FieldRect;
  /** What was filled in (a text, a signature image), shown instead of the label. */
  value?: ReactNode;
  /**
   * The value in words when `value` is not a plain text but shows one (a typed signature, a file's
   * name beside an icon): it goes into the box's name, as a text value does.
   */
  valueText?: string;
  /** Whether the field must be filled. */
  isRequired?: boolean;
  /** Whether the field has what it needs. */
  isFilled?: boolean;
  /** Whether this is the field being filled or edited now. */
  isActive?: boolean;
  /** Whether the server or the form found a problem with it. */
  isInvalid?: boolean;
  /** The box's accessible name; built from the label and the state by default. */
  'aria-label'?: string;
  /** Makes the box a button (filling in: go to this field). */
  onSelect?: () => void;
  /**
   * Makes the box movable and resizable (the field editor): by dragging it or its corner, or with
   * the arrow keys (Shift: larger steps; Alt: resize). Called with the new box.
   */
  onRectChange?: (rect: FieldRect) => void;
  /** The box's id (to point to it from elsewhere). */
  id?: string;
}

const STEP = 0.005;
const BIG_STEP = 0.05;

/**
 * A field laid over a PDF page: its kind, its label or its value, its state (required, filled,
 * active, invalid). Filling in, it is a button that selects the field; in the field editor, it is
 * moved and resized with the pointer or the keyboard.
 */
export function FieldBox({
  kind,
  label,
  rect,
  value,
  valueText,
  isRequired = false,
  isFilled = false,
  isActive = false,
  isInvalid = false,
  'aria-label': ariaLabel,
  onSelect,
  onRectChange,
  id,
}: FieldBoxProps) {
  const styles = useSlotRecipe({ recipe: fieldBoxSlotRecipe })({});
  const drag = useRef<{
    mode: 'move' | 'resize';
    startX: number;
    startY: number;
    start: FieldRect;
    pageWidth: number;
    pageHeight: number;
  } | null>(null);
  const isMovable = Boolean(onRectChange);
  const isInteractive = Boolean(onSelect) || isMovable;
  const state = isInvalid
    ? 'needs attention'
    : isFilled
      ? 'filled'
      : isRequired
        ? 'required, not filled'
        : 'optional';
  // A value shown as text is part of the name (WCAG 2.5.3 Label in Name: what is seen can be said).
  const text = valueText ?? (typeof value === 'string' ? value : '');
  const shownText = text ? `: ${text}` : '';
  const name = ariaLabel ?? `${label}${shownText}, ${state}`;

  const startDrag = (mode: 'move' | 'resize', event: ReactPointerEvent<HTMLElement>) => {
    if (!onRectChange) return;
    const page = (event.currentTarget.closest('[data-field-layer]') ??
      event.currentTarget.parentElement) as HTMLElement | null;
    if (!page) return;
    event.stopPropagation();
    event.preventDefault();
    capturePointer(event.currentTarget, event.pointerId);
    drag.current = {
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: rect,
      pageWidth: page.clientWidth,
      pageHeight: page.clientHeight,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || !onRectChange) return;
    const dx = (event.clientX - current.startX) / current.pageWidth;
    const dy = (event.clientY - current.startY) / current.pageHeight;
    onRectChange(
      current.mode === 'move' ? moveRect(current.start, dx, dy) : resizeRect(current.start, dx, dy),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!onRectChange) return;
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const delta = deltas[event.key];
    if (!delta) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    const [dx, dy] = [delta[0] * step, delta[1] * step];
    onRectChange(event.altKey ? resizeRect(rect, dx, dy) : moveRect(rect, dx, dy));
  };

  // A checkbox's box is small: in the editor its label is read beside it, the box shows the icon.
  const isCompact = kind === 'checkbox' && isMovable && !value;
  const Element = isInteractive ? chakra.button : chakra.div;
  return (
    <Element
      id={id}
      type={isInteractive ? 'button' : undefined}
      css={styles.root}
      style={{
        left: `${rect.x * 100}%`,
        top: `${rect.y * 100}%`,
        width: `${rect.width * 100}%`,
        height: `${rect.height * 100}%`,
      }}
      aria-label={isInteractive ? name : undefined}
      aria-pressed={isMovable ? isActive : undefined}
      aria-current={!isMovable && isActive ? 'true' : undefined}
      aria-keyshortcuts={isMovable ? 'ArrowUp ArrowDown ArrowLeft ArrowRight' : undefined}
      data-interactive={isInteractive ? '' : undefined}
      data-movable={isMovable ? '' : undefined}
      data-filled={isFilled ? '' : undefined}
      data-active={isActive ? '' : undefined}
      data-invalid={isInvalid ? '' : undefined}
      data-compact={isCompact ? '' : undefined}
      onClick={onSelect}
      onKeyDown={isMovable ? onKeyDown : undefined}
      onPointerDown={isMovable ? (event) => startDrag('move', event) : undefined}
      onPointerMove={isMovable ? onPointerMove : undefined}
      onPointerUp={isMovable ? endDrag : undefined}
      onPointerCancel={isMovable ? endDrag : undefined}
    >
      <chakra.span css={styles.content} aria-hidden={isInteractive ? 'true' : undefined}>
        {value ? (
          <chakra.span css={styles.value}>{value}</chakra.span>
        ) : (
          <>
            <chakra.span css={styles.icon}>{FIELD_ICONS[kind]}</chakra.span>
            {!isCompact && (
              <chakra.span css={styles.label}>
                {label}
                {isRequired ? ' *' : ''}
              </chakra.span>
            )}
          </>
        )}
      </chakra.span>
      {isCompact && (
        <chakra.span css={styles.caption} aria-hidden="true">
          {label}
          {isRequired ? ' *' : ''}
        </chakra.span>
      )}
      {isMovable && (
        <chakra.span
          css={styles.handle}
          data-part="resize-handle"
          aria-hidden="true"
          onPointerDown={(event) => startDrag('resize', event)}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        />
      )}
    </Element>
  );
}
