import { Button, chakra, useSlotRecipe } from '@chakra-ui/react';
import { Eraser } from 'lucide-react';
import SignaturePadEngine from 'signature_pad';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

import { signaturePadSlotRecipe } from './documents.recipe';
import { inkBounds } from './ink-bounds';

/** What a form asks of the pad. */
export interface SignaturePadHandle {
  /** Wipes the drawing. */
  clear: () => void;
  /** Whether nothing has been drawn. */
  isEmpty: () => boolean;
  /** The drawing as a PNG on a transparent background, trimmed to its ink; null when empty. */
  toBlob: () => Promise<Blob | null>;
}

export interface SignaturePadProps {
  /** The drawing area's accessible name. */
  label?: string;
  /** What the empty pad says, e.g. 'Sign here with your finger or mouse'. */
  placeholder?: string;
  /** The clear button's text. */
  clearLabel?: string;
  /** The pad's height in pixels (its width follows its container). */
  height?: number;
  /** Called after each stroke and on clear, with whether the pad is now empty. */
  onChange?: (isEmpty: boolean) => void;
  /** The pad's handle: clear, isEmpty, toBlob. */
  ref?: Ref<SignaturePadHandle>;
}

/** Trimmed PNG of the canvas's ink, at the canvas's own (device pixel) resolution. */
function trimmedPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  const { width, height } = canvas;
  const box = inkBounds(context.getImageData(0, 0, width, height).data, width, height, 4);
  if (!box) return Promise.resolve(null);
  const trimmed = document.createElement('canvas');
  trimmed.width = box.width;
  trimmed.height = box.height;
  trimmed
    .getContext('2d')
    ?.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return new Promise((resolve) => trimmed.toBlob(resolve, 'image/png'));
}

/**
 * A signature drawn with a finger, a pen or a mouse (signature_pad). The canvas is sized to its
 * box times the device pixel ratio, and re-sized (keeping the strokes) when the box changes, so
 * the ink is sharp on phones and follows the pointer exactly. The paper stays light in the dark
 * mode: the ink is what goes into the document.
 */
export function SignaturePad({
  label = 'Signature drawing area',
  placeholder = 'Sign here',
  clearLabel = 'Clear',
  height = 180,
  onChange,
  ref,
}: SignaturePadProps) {
  const styles = useSlotRecipe({ recipe: signaturePadSlotRecipe })({});
  const paperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const paper = paperRef.current;
    if (!canvas || !paper) return undefined;
    // The ink takes the paper's text colour from the theme (a token, not a literal).
    const pad = new SignaturePadEngine(canvas, {
      penColor: getComputedStyle(paper).color,
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    const onEnd = () => {
      setIsEmpty(pad.isEmpty());
      onChangeRef.current?.(pad.isEmpty());
    };
    pad.addEventListener('endStroke', onEnd);

    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = paper.clientWidth;
      const boxHeight = paper.clientHeight;
      if (width === 0 || boxHeight === 0) return;
      if (canvas.width === Math.round(width * ratio)) return;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(boxHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length) pad.fromData(strokes);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(paper);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChangeRef.current?.(true);
  };

  useImperativeHandle(
    ref,
    () => ({
      clear,
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toBlob: async () => {
        const canvas = canvasRef.current;
        if (!canvas || !padRef.current || padRef.current.isEmpty()) return null;
        return trimmedPng(canvas);
      },
    }),
    [],
  );

  return (
    <chakra.div css={styles.root}>
      <chakra.div
        ref={paperRef}
        css={styles.paper}
        style={{ ['--signature-pad-height' as string]: `${height}px` }}
      >
        <chakra.div css={styles.line} aria-hidden="true" />
        {isEmpty && (
          <chakra.span css={styles.placeholder} aria-hidden="true">
            {placeholder}
          </chakra.span>
        )}
        <chakra.canvas ref={canvasRef} css={styles.canvas} role="img" aria-label={label} />
      </chakra.div>
      <chakra.div css={styles.footer}>
        <chakra.span textStyle="sm" color="fg.muted" aria-live="polite">
          {isEmpty ? '' : 'Signature drawn'}
        </chakra.span>
        <Button variant="outline" size="sm" onClick={clear} disabled={isEmpty}>
          <Eraser />
          {clearLabel}
        </Button>
      </chakra.div>
    </chakra.div>
  );
}
