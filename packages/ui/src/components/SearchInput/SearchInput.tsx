import { CloseButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';

export interface SearchInputProps extends Omit<InputProps, 'value' | 'onChange'> {
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
const searchIcon = <Search size={16} aria-hidden="true" />;
// Hidden by an attribute, not by a style prop: a new style would insert a CSS rule on the first
// keystroke, and the browser then restyles the whole page (a 20 ms frame over a 10,000-row list).
const hiddenWhenEmpty = { '&[data-empty]': { visibility: 'hidden' } } as const;

/** A search box with a magnifier and a clear button. */
export function SearchInput({
  value,
  onValueChange,
  placeholder = 'Search here...',
  label,
  ...rest
}: SearchInputProps) {
  return (
    <InputGroup
      maxW="md"
      startElement={searchIcon}
      // Always in the page, so that the box keeps its width for the text and the button's styles
      // are in place before the first keystroke; hidden (not focusable, not announced) while empty.
      endElement={
        <CloseButton
          size="xs"
          aria-label="Clear search"
          data-empty={value ? undefined : ''}
          css={hiddenWhenEmpty}
          onClick={() => onValueChange('')}
        />
      }
    >
      <Input
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
    </InputGroup>
  );
}
