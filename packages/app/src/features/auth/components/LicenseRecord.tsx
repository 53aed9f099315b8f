import { DataList, Heading, Stack } from '@chakra-ui/react';
import { Country } from 'country-state-city';

import type { TLicenseSearchResult } from '@portal/contracts';

const genderLabels = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** The client record a licence search found, as the visitor's provider entered it. */
export function LicenseRecord({ result }: { result: TLicenseSearchResult }) {
  const country = result.country
    ? (Country.getCountryByCode(result.country)?.name ?? result.country)
    : null;
  const rows: [string, string | null][] = [
    ['Full name', result.fullName],
    ['E-mail address', result.email],
    ['License number', result.licenseNo],
    ['Gender', result.gender ? genderLabels[result.gender] : null],
    ['Age', result.age === null ? null : String(result.age)],
    ['Contact number', result.contactNo],
    ['Address', result.address],
    ['State or region', result.state],
    ['Country', country],
  ];

  return (
    <Stack as="section" aria-labelledby="license-record-heading" gap="3">
      <Heading as="h2" id="license-record-heading" size="md">
        Your client record
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Stack>
  );
}
