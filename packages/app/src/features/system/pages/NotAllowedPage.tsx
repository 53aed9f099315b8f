import { Button } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

import { EmptyState } from '@portal/ui';

export interface NotAllowedPageProps {
  /** Where "home" is for the signed-in role. */
  homePath: string;
}

/** A signed-in user opened a screen their role may not use. */
export function NotAllowedPage({ homePath }: NotAllowedPageProps) {
  return (
    <EmptyState
      py="16"
      icon={<ShieldAlert />}
      titleAs="h1"
      title="You are not allowed to open this page"
      description="Your account's role does not give access to it. If you think it should, contact the practice's administrator."
      action={
        <Button asChild>
          <Link to={homePath}>Go to your home page</Link>
        </Button>
      }
    />
  );
}
