import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

import type { TCopyStatus } from '@portal/contracts';

import { STATUS_FILTER_OPTIONS } from '../utils/statuses';

/** The status filter of the documents list (the server narrows the list). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: TCopyStatus | undefined;
  onChange: (status: TCopyStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" whiteSpace="nowrap">
        Status
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto" minW="40">
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          onChange={(event) =>
            onChange((event.target.value || undefined) as TCopyStatus | undefined)
          }
        >
          {STATUS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
