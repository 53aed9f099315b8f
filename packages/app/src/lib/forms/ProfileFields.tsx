import { Fieldset, GridItem, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { GENDERS } from '@portal/contracts/constants';
import { CountrySelect, FormField, PhoneInput } from '@portal/ui';

import { dialCodeOf } from '@/lib/geo/calling-codes';
import { countryOptions } from '@/lib/geo/countries';
import { useStateNames, type StateNames } from '@/lib/geo/state-names';

import type { emptyProfile } from './fields';

type ProfileValues = { [K in keyof typeof emptyProfile]: string };

const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export interface ProfileFieldsProps {
  /** The group's legend: whose details these are. */
  legend?: string;
  /** Fields shown first (the provider's department). */
  children?: ReactNode;
}

/** Why the state list is empty, when it is. */
function stateHint(country: string, list: StateNames, optionCount: number): string | undefined {
  if (list.hasFailed) return 'The list could not be loaded. Reload the page to try again.';
  if (country && !list.isLoading && optionCount === 0) return 'None listed for this country.';
  return undefined;
}

/**
 * The optional profile part of the sign-ups, the settings and the client form (gender, age,
 * contact, address, country, state), in three columns so that a whole form fits one screen.
 * Inside the form's FormProvider.
 */
export function ProfileFields({ legend = 'About you (optional)', children }: ProfileFieldsProps) {
  const {
    register,
    setValue,
    control,
    getValues,
    formState: { errors },
  } = useFormContext<ProfileValues>();
  const country = useWatch({ control, name: 'country' });
  const stateList = useStateNames(country);
  // The saved state is a choice from the start, before the list arrives, and stays one when the
  // list does not know it (entered elsewhere): saving the form again never drops it.
  const [saved] = useState(() => getValues(['country', 'state']));
  const savedState = saved[0] === country ? saved[1] : '';
  const { names: stateNames } = stateList;
  const states = useMemo(
    () =>
      savedState && !stateNames.includes(savedState) ? [savedState, ...stateNames] : stateNames,
    [stateNames, savedState],
  );
  const dialCode = useMemo(() => dialCodeOf(country), [country]);

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {children}
          <FormField label="Gender" error={errors.gender?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field
                placeholder="Not given"
                autoComplete="sex"
                {...register('gender')}
              >
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {genderLabels[gender]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Age" error={errors.age?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('age')} />
          </FormField>
          <FormField label="Contact number" error={errors.contactNo?.message}>
            <PhoneInput dialCode={dialCode} {...register('contactNo')} />
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            <CountrySelect
              countries={countryOptions()}
              {...register('country', {
                // A state belongs to its country: choosing another country clears it.
                onChange: () => setValue('state', ''),
              })}
            />
          </FormField>
          <FormField
            label="State or region"
            error={errors.state?.message}
            disabled={states.length === 0}
            helperText={stateHint(country, stateList, states.length)}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                placeholder={
                  !country ? 'Pick a country' : stateList.isLoading ? 'Loading…' : 'Not given'
                }
                autoComplete="address-level1"
                {...register('state')}
              >
                {states.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <GridItem colSpan={{ base: 1, md: children ? 3 : 1 }}>
            <FormField label="Address" error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </FormField>
          </GridItem>
        </SimpleGrid>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
