import type { TLoginUserDetails } from '@portal/contracts';

import { DetailList, type DetailItem } from '@portal/ui';

import { approvalLabels } from '../utils/approval';
import { countryName } from '@/lib/geo/countries';
import { capitalize } from '@/lib/text/capitalize';

function accountItems(details: TLoginUserDetails): DetailItem[] {
  const { user } = details;
  return [
    { label: 'Role', value: capitalize(user.role) },
    { label: 'Approval', value: approvalLabels[user.isApprove] },
    { label: 'Account status', value: user.status === 'blocked' ? 'Blocked' : 'Active' },
    { label: 'License number', value: user.licenseNo },
    { label: 'Department', value: details.department },
    { label: 'Gender', value: user.gender && capitalize(user.gender) },
    { label: 'Age', value: user.age },
    { label: 'Contact number', value: user.contactNo },
    { label: 'Address', value: user.address },
    { label: 'Country', value: countryName(user.country) },
    { label: 'State', value: user.state },
    { label: 'Created', value: user.createdAt.slice(0, 10) },
    { label: 'Last updated', value: user.updatedAt.slice(0, 10) },
    {
      label: 'Account made from a provider’s record',
      value: details.isAccountCreatedByOwnClient ? 'Yes' : 'No',
    },
  ];
}

/** Every field of an account, as label and value in two columns on wide screens; empty fields are left out. */
export function AccountFields({ details }: { details: TLoginUserDetails }) {
  return <DetailList items={accountItems(details)} columns={{ base: 1, lg: 2 }} />;
}
