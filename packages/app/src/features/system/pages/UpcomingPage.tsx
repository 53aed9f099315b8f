import { Text } from '@chakra-ui/react';

import { EmptyState, PageWrapper } from '@portal/ui';

export interface UpcomingPageProps {
  title: string;
  /** What the screen will offer, in the user's words. */
  description: string;
}

/** A real page frame for a screen whose feature is still being built. */
export function UpcomingPage({ title, description }: UpcomingPageProps) {
  return (
    <PageWrapper title={title}>
      <EmptyState
        titleAs="h2"
        title="Coming soon"
        description={<Text maxW="md">{description}</Text>}
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
      />
    </PageWrapper>
  );
}
