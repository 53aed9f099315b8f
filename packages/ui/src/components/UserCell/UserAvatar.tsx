import {
  createSlotRecipeContext,
  useChakraContext,
  type HTMLChakraProps,
  type SlotRecipeProps,
} from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { useMemo, useState, type CSSProperties } from 'react';

import { isUsableImage } from './image';
import { initialsOf, paletteForName } from './initials';

// Chakra's avatar recipe on plain elements: Chakra's own Avatar runs a state machine (Zag's, with
// its runtime, ~5 KB gzip on every signed-in screen) only to know whether the picture has loaded.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });
const Root = withProvider<HTMLSpanElement, HTMLChakraProps<'span'> & SlotRecipeProps<'avatar'>>(
  'span',
  'root',
);
const Fallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');
const Picture = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');

export interface UserAvatarProps
  extends Omit<HTMLChakraProps<'span'>, 'children'>, SlotRecipeProps<'avatar'> {
  /** The person's name: the picture's alternative text, and the initials and colour without one. */
  name: string;
  /** The profile image; missing, empty or the text 'null' shows the initials instead. */
  src?: string | null;
}

/**
 * A round profile picture; without one (or while it loads, or when it fails) the person's
 * initials on a colour derived from their name, so that each person looks their own.
 */
export function UserAvatar({ name, src, size = 'sm', style, ...rest }: UserAvatarProps) {
  // The address whose picture has loaded, or failed: a new address starts again from the initials.
  const [settled, setSettled] = useState<{ src: string; loaded: boolean } | null>(null);
  const image = isUsableImage(src) ? src : null;
  const status = image && settled?.src === image ? settled : null;
  const isShown = status?.loaded === true;
  const initials = initialsOf(name);
  const palette = usePaletteStyle(paletteForName(name));
  const isHidden = rest['aria-hidden'] === true || rest['aria-hidden'] === 'true';
  return (
    // A picture of the person, the initials included: inside a named control (a link, a button)
    // its letters are not text of the control's name (WCAG 2.5.3 Label in Name).
    <Root
      size={size}
      style={{ ...palette, ...style }}
      data-scope="avatar"
      data-part="root"
      role="img"
      aria-label={isHidden ? undefined : name}
      {...rest}
    >
      <Fallback data-testid="avatar-placeholder" hidden={isShown}>
        {initials || <UserRound aria-hidden="true" />}
      </Fallback>
      {image && status?.loaded !== false && (
        <Picture
          src={image}
          alt={name}
          hidden={!isShown}
          draggable={false}
          referrerPolicy="no-referrer"
          // A picture from the cache may have loaded before React listened for it.
          ref={(element: HTMLImageElement | null) => {
            if (element?.complete && element.naturalWidth > 0 && !isShown) {
              setSettled({ src: image, loaded: true });
            }
          }}
          onLoad={() => setSettled({ src: image, loaded: true })}
          onError={() => setSettled({ src: image, loaded: false })}
        />
      )}
    </Root>
  );
}

/**
 * The palette's colour variables as an inline style rather than Chakra's `colorPalette` prop. The
 * prop adds a stylesheet rule the first time a palette shows, and a new rule makes the browser
 * restyle the whole page (~13 ms here): a list whose search brings a first yellow avatar into view
 * would miss a frame. An inline style restyles the avatar alone.
 */
function usePaletteStyle(palette: string): CSSProperties {
  const system = useChakraContext();
  return useMemo(() => system.css({ colorPalette: palette }) as CSSProperties, [system, palette]);
}
