import { Box, Button, chakra, Stack, Text, Wrap, type StackProps } from '@chakra-ui/react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

import { capturePointer } from './field-geometry';
import { FIELD_ICONS, type FieldKind } from './field-icons';

/** One type the palette offers. */
export interface FieldPaletteItem {
  /** The field's type; it picks the icon. */
  kind: FieldKind;
  /** Its name, shown and spoken, e.g. 'Dropdown'. */
  label: string;
}

export interface FieldPaletteProps extends Omit<StackProps, 'children' | 'onDrop'> {
  /** The types offered, in order. */
  items: readonly FieldPaletteItem[];
  /** The type chosen by a click or Enter, to be placed by the next click on a page; or null. */
  armedKind: FieldKind | null;
  /** Called with the chosen type, or null when the choice is cancelled (pressed again, Escape). */
  onArmedKindChange: (kind: FieldKind | null) => void;
  /** Called when a type is dragged and let go, with the screen point where it was let go. */
  onDrop: (kind: FieldKind, point: { clientX: number; clientY: number }) => void;
  /** The toolbar's accessible name. */
  label?: string;
  /** What the status line says while a type is chosen. */
  armedText?: (label: string) => string;
  /** Shown beside the status line while a type is chosen (a way to place it without a pointer). */
  armedActions?: ReactNode;
}

/** How far (CSS px) a pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 6;

interface Drag {
  kind: FieldKind;
  pointerId: number;
  startX: number;
  startY: number;
  isDragging: boolean;
}

/**
 * The field types, to drag onto a page (Pointer Events: mouse, pen and touch alike) or to choose
 * by a click or Enter and then place with a click on a page. A toolbar: one tab stop, the arrow
 * keys move between the types. The chosen type is pressed (aria-pressed) and a status line says
 * what to do next; Escape cancels a choice or a drag.
 */
export function FieldPalette({
  items,
  armedKind,
  onArmedKindChange,
  onDrop,
  label = 'Field types',
  armedText = (name) => `Click on the page where the ${name} goes`,
  armedActions,
  ...rest
}: FieldPaletteProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const [ghost, setGhost] = useState<{ kind: FieldKind; x: number; y: number } | null>(null);
  const drag = useRef<Drag | null>(null);
  // A drag may end with a click on the item it started from: that click is not a choice.
  const swallowClick = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const armed = items.find((item) => item.kind === armedKind);

  const endDrag = () => {
    drag.current = null;
    setGhost(null);
  };

  // Escape cancels a drag or a choice before anything else hears it (a dialog would close).
  const isListening = ghost !== null || armedKind !== null;
  useEffect(() => {
    if (!isListening) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (drag.current?.isDragging) {
        swallowClick.current = true;
        endDrag();
      } else onArmedKindChange(null);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [isListening, onArmedKindChange]);

  const onPointerDown = (kind: FieldKind, event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    swallowClick.current = false;
    capturePointer(event.currentTarget, event.pointerId);
    drag.current = {
      kind,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      isDragging: false,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
    if (!current.isDragging && distance < DRAG_THRESHOLD) return;
    current.isDragging = true;
    setGhost({ kind: current.kind, x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    endDrag();
    if (!current.isDragging) return;
    swallowClick.current = true;
    onDrop(current.kind, { clientX: event.clientX, clientY: event.clientY });
  };

  const onClick = (kind: FieldKind, event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space click with no detail: always a choice.
    if (swallowClick.current && event.detail > 0) {
      swallowClick.current = false;
      return;
    }
    onArmedKindChange(armedKind === kind ? null : kind);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowDown: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + items.length) % items.length;
    setFocusIndex(index);
    buttons.current[index]?.focus();
  };

  const ghostItem = ghost && items.find((item) => item.kind === ghost.kind);
  return (
    <Stack gap="2" minW="0" {...rest}>
      <Wrap role="toolbar" aria-label={label} gap="1.5" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Button
            key={item.kind}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            size="xs"
            variant={item.kind === armedKind ? 'solid' : 'outline'}
            aria-pressed={item.kind === armedKind}
            tabIndex={index === focusIndex ? 0 : -1}
            // A touch drag moves the field, not the screen.
            touchAction="none"
            userSelect="none"
            cursor="grab"
            onFocus={() => setFocusIndex(index)}
            onPointerDown={(event) => onPointerDown(item.kind, event)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={endDrag}
            onClick={(event) => onClick(item.kind, event)}
          >
            {FIELD_ICONS[item.kind]}
            {item.label}
          </Button>
        ))}
      </Wrap>
      <Wrap gap="2" align="center" minH={armed ? undefined : '0'}>
        <Text role="status" textStyle="sm" color={armed ? 'fg' : 'fg.muted'} flex="1" minW="48">
          {armed
            ? `${armedText(armed.label)} (Escape cancels).`
            : 'Drag a type onto a page, or choose one and click on the page.'}
        </Text>
        {armed && armedActions}
      </Wrap>
      {ghostItem &&
        createPortal(
          <Box
            aria-hidden="true"
            position="fixed"
            zIndex="max"
            pointerEvents="none"
            transform="translate(-50%, -50%)"
            style={{ left: ghost.x, top: ghost.y }}
            display="flex"
            alignItems="center"
            gap="1"
            px="2"
            py="1"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor="brand.600"
            borderRadius="l1"
            bg="brand.100"
            color="gray.900"
            textStyle="xs"
            boxShadow="md"
            data-field-ghost=""
          >
            <chakra.span display="inline-flex" css={{ '& svg': { width: '3', height: '3' } }}>
              {FIELD_ICONS[ghostItem.kind]}
            </chakra.span>
            {ghostItem.label}
          </Box>,
          document.body,
        )}
    </Stack>
  );
}
