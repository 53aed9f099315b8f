import { Button } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { EmptyState } from '@portal/ui';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <main>
      <EmptyState
        minH="100vh"
        icon={<SearchX />}
        titleAs="h1"
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={
          <Button asChild>
            <Link to="/">Go to the start page</Link>
          </Button>
        }
      />
    </main>
  );
}
