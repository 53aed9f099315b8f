import { Group, IconButton, Text, type GroupProps } from '@chakra-ui/react';
import { RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';

import { ZOOM_MAX, ZOOM_MIN, zoomIn, zoomOut, zoomText } from './zoom';

export interface ZoomControlProps extends Omit<GroupProps, 'children'> {
  /** The zoom now: 1 is 100 % (the page as wide as its area), from 0.5 to 2. */
  zoom: number;
  /** Called with the new zoom (a 25 % step, or 1 for the reset). */
  onZoomChange: (zoom: number) => void;
  /** The group's accessible name. */
  label?: string;
}

// At a limit a button is aria-disabled, not disabled: pressed from the keyboard, it keeps the focus.

/**
 * Zoom out, the level (announced as it changes), zoom in, and back to 100 %: the pages of a
 * document from 50 % to 200 % in 25 % steps. The page area takes the same steps from the + - 0
 * keys (`zoomForKey`).
 */
export function ZoomControl({ zoom, onZoomChange, label = 'Zoom', ...rest }: ZoomControlProps) {
  return (
    <Group role="group" aria-label={label} gap="1" {...rest}>
      <IconButton
        size="sm"
        variant="outline"
        aria-label="Zoom out"
        aria-keyshortcuts="-"
        title="Zoom out (-)"
        aria-disabled={zoom <= ZOOM_MIN}
        onClick={() => zoom > ZOOM_MIN && onZoomChange(zoomOut(zoom))}
      >
        <ZoomOut />
      </IconButton>
      <Text
        role="status"
        textStyle="sm"
        fontVariantNumeric="tabular-nums"
        minW="14"
        textAlign="center"
      >
        {zoomText(zoom)}
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        aria-label="Zoom in"
        aria-keyshortcuts="+"
        title="Zoom in (+)"
        aria-disabled={zoom >= ZOOM_MAX}
        onClick={() => zoom < ZOOM_MAX && onZoomChange(zoomIn(zoom))}
      >
        <ZoomIn />
      </IconButton>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label="Reset zoom"
        aria-keyshortcuts="0"
        title="Reset zoom to 100 % (0)"
        aria-disabled={zoom === 1}
        onClick={() => zoom !== 1 && onZoomChange(1)}
      >
        <RotateCcw />
      </IconButton>
    </Group>
  );
}
