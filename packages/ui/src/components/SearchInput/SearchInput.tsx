import {
  chakra,
  CloseButton,
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeProps,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';

// Chakra's input recipe and InputGroup's layout on plain elements: Chakra's Input is Ark's field
// input and its InputGroup imports Ark's whole entry for one helper, ~5 KB gzip of machinery on
// every list's first load that a search box outside any form does not use.
const { withContext } = createRecipeContext({ key: 'input' });
const Input = withContext<HTMLInputElement, HTMLChakraProps<'input'> & RecipeProps<'input'>>(
  'input',
);
const Group = chakra('div', {
  base: { display: 'inline-flex', position: 'relative', isolation: 'isolate', width: 'full' },
});
const Adornment = chakra('div', {
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    zIndex: 2,
    color: 'fg.muted',
    height: 'full',
    fontSize: 'sm',
    px: '3',
  },
  variants: {
    placement: { start: { insetInlineStart: '0' }, end: { insetInlineEnd: '0' } },
  },
});

export interface SearchInputProps
  extends Omit<HTMLChakraProps<'input'>, 'value' | 'onChange' | 'size'>, RecipeProps<'input'> {
  /** The current search text. */
  value: string;
  /** Called with the new text on every keystroke (and with '' when cleared). */
  onValueChange: (value: string) => void;
  /** Hint inside the box; the spec's 'Search here...' by default. */
  placeholder?: string;
  /** The box's accessible name; the placeholder when omitted. */
  label?: string;
}

// One element for every render: typing does not render the icon again.
const searchIcon = (
  <Adornment placement="start" pointerEvents="none">
    <Search size={16} aria-hidden="true" />
  </Adornment>
);
// Hidden by an attribute, not by a style prop: a new style would insert a CSS rule on the first
// keystroke, and the browser then restyles the whole page (a 20 ms frame over a 10,000-row list).
const hiddenWhenEmpty = { '&[data-empty]': { visibility: 'hidden' } } as const;
// Room for the icon and the button: the box's own height (the recipe's --input-height).
const besideAdornments = { ps: 'var(--input-height)', pe: 'var(--input-height)' } as const;

/** A search box with a magnifier and a clear button. */
export function SearchInput({
  value,
  onValueChange,
  placeholder = 'Search here...',
  label,
  ...rest
}: SearchInputProps) {
  return (
    <Group maxW="md">
      {searchIcon}
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        onChange={(event) => onValueChange(event.target.value)}
        {...besideAdornments}
        {...rest}
      />
      {/* Always in the page, so that the box keeps its width for the text and the button's styles
          are in place before the first keystroke; hidden (not focusable, not announced) while
          empty. */}
      <Adornment placement="end">
        <CloseButton
          size="xs"
          aria-label="Clear search"
          data-empty={value ? undefined : ''}
          css={hiddenWhenEmpty}
          onClick={() => onValueChange('')}
        />
      </Adornment>
    </Group>
  );
}
