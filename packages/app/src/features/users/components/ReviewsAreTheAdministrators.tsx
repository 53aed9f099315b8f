import { RoleNotice } from '@/features/system';
import { paths } from '@/lib/routing/paths';

/** What a provider or client sees on a screen of the superadmin's account review. */
export function ReviewsAreTheAdministrators() {
  return (
    <RoleNotice
      title="Account reviews are the administrator’s"
      description="The practice’s administrator approves, rejects and restores accounts. The members you may contact are in the members directory."
      link={{ to: paths.verifiedUsers, label: 'See the members' }}
    />
  );
}
