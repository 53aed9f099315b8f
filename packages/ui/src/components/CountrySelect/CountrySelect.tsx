import { NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';

/** One country of the list: what is stored and what is shown. */
export interface CountryOption {
  /** The ISO 3166-1 alpha-2 code, the select's value: 'GB'. */
  code: string;
  /** The name the option shows: 'United Kingdom'. */
  name: string;
}

export interface CountrySelectProps extends Omit<NativeSelect.FieldProps, 'children'> {
  /** The countries to choose from, in the order shown; the app brings the list. */
  countries: readonly CountryOption[];
  /** The text of the empty choice (no country given). */
  placeholder?: string;
  /** The box's size, as Chakra's inputs have it. */
  size?: NativeSelect.RootProps['size'];
  /** The select element (react-hook-form's `register` passes its ref here). */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A country picker: a native select, so that typing a name jumps to it and phones show their own
 * wheel. Its value is the ISO code; the list of countries comes from the app. Inside a FormField
 * it takes the field's label, disabled and invalid states.
 */
export function CountrySelect({
  countries,
  placeholder = 'Not given',
  size,
  ref,
  ...rest
}: CountrySelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field ref={ref} placeholder={placeholder} autoComplete="country" {...rest}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
