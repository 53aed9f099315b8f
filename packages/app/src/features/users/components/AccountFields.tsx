import { DataList } from '@chakra-ui/react';

import type { TLoginUserDetails } from '@portal/contracts';

import { approvalLabels } from '../utils/approval';
import { countryName } from '../utils/country';

function fieldRows(details: TLoginUserDetails): [string, string][] {
  const { user } = details;
  const rows: [string, string | number | null][] = [
    ['Role', user.role],
    ['Approval', approvalLabels[user.isApprove]],
    ['Account status', user.status === 'blocked' ? 'Blocked' : 'Active'],
    ['License number', user.licenseNo],
    ['Department', details.department],
    ['Gender', user.gender],
    ['Age', user.age],
    ['Contact number', user.contactNo],
    ['Address', user.address],
    ['Country', countryName(user.country)],
    ['State', user.state],
    ['Created', user.createdAt.slice(0, 10)],
    ['Last updated', user.updatedAt.slice(0, 10)],
    ['Account made from a provider’s record', details.isAccountCreatedByOwnClient ? 'Yes' : 'No'],
  ];
  return rows
    .filter((row): row is [string, string | number] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => [label, String(value)]);
}

/** Every field of an account, as label and value; empty fields are left out. */
export function AccountFields({ details }: { details: TLoginUserDetails }) {
  return (
    <DataList.Root orientation="horizontal">
      {fieldRows(details).map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue
            textTransform={label === 'Role' || label === 'Gender' ? 'capitalize' : undefined}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
