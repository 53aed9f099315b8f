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
      endElement={
        value ? (
          <CloseButton size="xs" aria-label="Clear search" onClick={() => onValueChange('')} />
        ) : undefined
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
