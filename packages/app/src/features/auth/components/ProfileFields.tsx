import { Fieldset, GridItem, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Country, State } from 'country-state-city';
import { useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { GENDERS } from '@portal/contracts';

import type { emptyProfile } from '../schemas/fields';
import { FormField } from './FormField';

type ProfileValues = { [K in keyof typeof emptyProfile]: string };

const genderLabels: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/**
 * The optional profile part (three columns, so that the whole form fits one screen) of both sign-ups (gender, age, contact, address, country, state),
 * inside the form's FormProvider. `children` come first (the provider's department).
 */
export function ProfileFields({ children }: { children?: ReactNode }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<ProfileValues>();
  const country = useWatch({ control, name: 'country' });
  const countries = useMemo(() => Country.getAllCountries(), []);
  const states = useMemo(() => State.getStatesOfCountry(country), [country]);

  return (
    <Fieldset.Root>
      <Fieldset.Legend>About you (optional)</Fieldset.Legend>
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
            <Input type="tel" autoComplete="tel" {...register('contactNo')} />
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field
                placeholder="Not given"
                autoComplete="country"
                {...register('country', {
                  // A state belongs to its country: choosing another country clears it.
                  onChange: () => setValue('state', ''),
                })}
              >
                {countries.map((entry) => (
                  <option key={entry.isoCode} value={entry.isoCode}>
                    {entry.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label="State or region"
            error={errors.state?.message}
            disabled={states.length === 0}
            helperText={
              country && states.length === 0 ? 'None listed for this country.' : undefined
            }
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                placeholder={country ? 'Not given' : 'Pick a country'}
                autoComplete="address-level1"
                {...register('state')}
              >
                {states.map((entry) => (
                  <option key={entry.isoCode} value={entry.name}>
                    {entry.name}
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
