import { EmptyState, PageWrapper, SectionCard } from '@portal/ui';

export interface UpcomingPageProps {
  title: string;
  /** What the screen will offer, in the user's words. */
  description: string;
}

/** A real page frame for a screen whose feature is still being built. */
export function UpcomingPage({ title, description }: UpcomingPageProps) {
  return (
    <PageWrapper title={title}>
      <SectionCard>
        <EmptyState titleAs="h2" title="Coming soon" description={description} />
      </SectionCard>
    </PageWrapper>
  );
}
