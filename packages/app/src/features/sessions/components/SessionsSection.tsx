import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';

import type { TSession } from '@portal/contracts';

import { ErrorPanel, ListSkeleton, SectionCard } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';

import { useSessions } from '../api/hooks';
import { sessionActions } from '../api/session-actions';
import { useSignOut } from '../api/sign-out';
import { SessionItem } from './SessionItem';

const TITLE = 'Where you’re signed in';
const DESCRIPTION =
  'Every browser and device signed in to your account. Sign out of any you do not recognise, then change your password.';

/** What is being signed out: one session, or every other one. */
type Busy = { kind: 'one'; id: string } | { kind: 'others' } | null;

/**
 * Settings' "Where you're signed in" (issue 32): the person's sessions, this device's marked;
 * Sign out on each (this device's is the ordinary sign-out) and "Sign out everywhere else".
 * There is always one: the session that reads the list.
 */
export function SessionsSection() {
  const { data: sessions, error, isLoading, isValidating, mutate } = useSessions();
  const signOut = useSignOut();
  const [busy, setBusy] = useState<Busy>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** Runs an ending, drops what it ended from the list, and reads the list again. */
  const end = async (
    next: Busy,
    call: () => Promise<boolean>,
    isEnded: (s: TSession) => boolean,
  ) => {
    setBusy(next);
    const isDone = await call();
    await mutate(
      (answer) => (answer && isDone ? { data: answer.data.filter((s) => !isEnded(s)) } : answer),
      { revalidate: true },
    );
    setBusy(null);
    // The pressed button has gone, or was disabled while busy: the focus stays in the list.
    listRef.current?.focus();
  };

  let content;
  if (isLoading) {
    content = (
      <ListSkeleton
        loadingText="Loading where you are signed in..."
        rows={2}
        lines={3}
        hasAvatar={false}
        mx="-3"
      />
    );
  } else if (!sessions) {
    content = (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={errorMessage(error, LIST_LOAD_FAILURE)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  } else {
    const others = sessions.filter((session) => !session.isCurrent);
    content = (
      <Stack gap="4">
        <chakra.ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Your sessions"
          focusVisibleRing="outside"
          borderRadius="l2"
        >
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              isBusy={busy?.kind === 'one' && busy.id === session.id}
              onSignOut={() =>
                session.isCurrent
                  ? signOut()
                  : void end(
                      { kind: 'one', id: session.id },
                      () => sessionActions.endSession(session.id),
                      (s) => s.id === session.id,
                    )
              }
            />
          ))}
        </chakra.ul>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            colorPalette="red"
            disabled={others.length === 0}
            loading={busy?.kind === 'others'}
            onClick={() =>
              void end({ kind: 'others' }, sessionActions.endOthers, (s) => !s.isCurrent)
            }
          >
            <LogOut />
            Sign out everywhere else
          </Button>
          {others.length === 0 && (
            <Text textStyle="sm" color="fg.muted">
              You are signed in on this device only.
            </Text>
          )}
        </HStack>
      </Stack>
    );
  }
  return (
    <SectionCard title={TITLE} description={DESCRIPTION}>
      {content}
    </SectionCard>
  );
}
