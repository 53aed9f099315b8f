import { Button, DataList, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

import type { TLicenseSearchResult } from '@portal/contracts';

import { countryName } from '@/lib/geo/countries';

const genderLabels = { male: 'Male', female: 'Female', other: 'Other' } as const;

export interface LicenseRecordProps {
  result: TLicenseSearchResult;
  /** Back to the search form, to look up another number. */
  onSearchAgain: () => void;
}

/**
 * The client record a license search found, as the visitor's provider entered it: before the
 * e-mailed code only the name, a masked e-mail and the provider; after it, every field.
 */
export function LicenseRecord({ result, onSearchAgain }: LicenseRecordProps) {
  const country = countryName(result.country) || null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form gave way to the record: move the reading position there, for screen readers too.
  useEffect(() => headingRef.current?.focus(), []);

  const place = [result.state, country].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    ['Full name', result.fullName],
    ['E-mail address', result.email],
    ['License number', result.licenseNo],
    ['Provider', result.providerName],
    ['Contact number', result.contactNo],
    ['Gender', result.gender ? genderLabels[result.gender] : null],
    ['Age', result.age === null ? null : String(result.age)],
    ['Address', result.address],
    ['State and country', place || null],
  ];

  return (
    <Stack as="section" aria-labelledby="license-record-heading" gap="3">
      <Flex align="center" justify="space-between" gap="4">
        <Heading
          as="h2"
          id="license-record-heading"
          ref={headingRef}
          tabIndex={-1}
          size="md"
          _focusVisible={{ outline: 'none' }}
        >
          Your client record
        </Heading>
        <Button variant="ghost" size="sm" onClick={onSearchAgain}>
          Search again
        </Button>
      </Flex>
      <DataList.Root
        orientation="horizontal"
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
        columnGap="6"
        rowGap="2.5"
      >
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Stack>
  );
}
