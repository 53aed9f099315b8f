import { lazy, Suspense } from 'react';

const ChatSettingsSection = lazy(async () => ({
  default: (await import('./ChatSettingsSection')).ChatSettingsSection,
}));

/** Settings' chat section (read receipts), whose code loads with its first showing (issue 36). */
export function LazyChatSettingsSection() {
  return (
    <Suspense fallback={null}>
      <ChatSettingsSection />
    </Suspense>
  );
}
