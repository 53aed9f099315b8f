import { Text } from '@chakra-ui/react';

import { PageWrapper, UiProvider } from '@portal/ui';

/** The app's root. The routes, session and screens arrive with the app-shell work. */
export function App() {
  return (
    <UiProvider>
      <main>
        <PageWrapper title="Practice portal">
          <Text color="fg.muted">The sign-in screens are on their way.</Text>
        </PageWrapper>
      </main>
    </UiProvider>
  );
}
