import { Button } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState, SectionCard } from '@portal/ui';

export interface RoleNoticeProps {
  /** Why the screen is not for this role, e.g. 'Client records are kept by providers'. */
  title: string;
  /** Why, and what the user can do instead. */
  description: ReactNode;
  /** Where the way on leads, and its text. */
  link: { to: string; label: string };
}

/** Shown in place of a screen that the signed-in role has no use for, with the way on. */
export function RoleNotice({ title, description, link }: RoleNoticeProps) {
  return (
    <SectionCard>
      <EmptyState
        titleAs="h2"
        icon={<ShieldAlert />}
        title={title}
        description={description}
        action={
          <Button asChild variant="outline">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        }
      />
    </SectionCard>
  );
}
