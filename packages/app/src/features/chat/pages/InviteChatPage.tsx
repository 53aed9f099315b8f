import { Button, chakra, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

import type { TInvitationRefusal, TPublicInvitation } from '@portal/contracts';

import { ErrorPanel, FormAlert, FormSkeleton } from '@portal/ui';

import { AuthScreen } from '@/features/auth';
import { callApi } from '@/lib/http/api';
import { errorMessage } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { readSessionState } from '@/lib/session/session';
import { readStoredSession } from '@/lib/session/stored-session';
import { useOptionalStores } from '@/stores/StoreProvider';

import { GuestConversation } from '../guest/GuestConversation';
import type { GuestApiError } from '../guest/guest-api';
import { keepGuestSession } from '../guest/guest-storage';
import {
  ACCESS_ENDED_MESSAGE,
  enterAsGuest,
  failureState,
  leaveAsGuest,
  SESSION_EXPIRED_NOTICE,
  startInvitePage,
  type InvitePageState,
} from '../guest/invite-flow';
import { JoinForm } from '../guest/JoinForm';
import { useGuestRenewal } from '../guest/useGuestRenewal';
import { chatPath } from '../utils/chat-path';

const REFUSAL_TITLES: Record<TInvitationRefusal, string> = {
  'invitation-not-found': 'Invitation not found',
  'invitation-expired': 'This invitation has expired',
  'invitation-revoked': 'This invitation was withdrawn',
  'invitation-used-up': 'This invitation has already been used',
};

/**
 * '/invite-chat/{type}/{id}[/{email}]': a person without an account joins one conversation. The
 * invitation's details and a form, then the conversation itself (the chat's own components),
 * without the dashboard. `?resume=<token>` (the "someone replied" e-mail) goes straight back in;
 * `?as=account` (the e-mail to an address that has an account) joins as the signed-in account.
 */
export function InviteChatPage() {
  const { id = '', email } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the resume token leaves the address bar as soon as it has been used.
  const [resumeToken] = useState(() => searchParams.get('resume'));
  const isAsAccount = searchParams.get('as') === 'account';
  const stores = useOptionalStores();
  const [state, setState] = useState<InvitePageState>({ kind: 'loading' });
  const storesRef = useRef(stores);
  useEffect(() => {
    storesRef.current = stores;
  });

  const load = useCallback(
    async (isCancelled: () => boolean = () => false) => {
      const next = await startInvitePage({
        invitationId: id,
        resumeToken,
        stores: storesRef.current,
      });
      if (!isCancelled()) setState(next);
    },
    [id, resumeToken],
  );

  useEffect(() => {
    let isCancelled = false;
    void load(() => isCancelled);
    return () => {
      isCancelled = true;
    };
  }, [load]);

  const start = () => {
    setState({ kind: 'loading' });
    void load();
  };

  const hasResumeInUrl = searchParams.has('resume');
  useEffect(() => {
    if (state.kind === 'loading' || !hasResumeInUrl) return;
    setSearchParams(
      (current) => {
        current.delete('resume');
        return current;
      },
      { replace: true },
    );
  }, [state.kind, hasResumeInUrl, setSearchParams]);

  const end = useCallback(
    (message: string) => {
      setState((current) => {
        leaveAsGuest(id, current.kind === 'joined' ? current.channel.id : null, storesRef.current);
        return { kind: 'ended', message };
      });
    },
    [id],
  );

  switch (state.kind) {
    case 'loading':
      return (
        <AuthScreen title="Opening your invitation">
          <FormSkeleton loadingText="Loading the invitation..." facts={3} fields={2} />
        </AuthScreen>
      );
    case 'failed':
      return (
        <AuthScreen title="The invitation could not be opened">
          <ErrorPanel error={state.message} titleAs="h2" onRetry={start} />
        </AuthScreen>
      );
    case 'refused':
      return (
        <AuthScreen
          title={REFUSAL_TITLES[state.code]}
          links={[{ to: paths.login, label: 'Sign in to your account' }]}
        >
          <FormAlert
            status={state.code === 'invitation-not-found' ? 'error' : 'warning'}
            title={state.message}
          >
            {state.code === 'invitation-not-found'
              ? null
              : 'Ask the person who invited you for a new link.'}
          </FormAlert>
        </AuthScreen>
      );
    case 'ended':
      return (
        <AuthScreen title="Your access has ended">
          <FormAlert status="warning" title={state.message}>
            The conversation is no longer open to you. Ask the person who invited you if you need a
            new link.
          </FormAlert>
          <Button variant="outline" onClick={start}>
            Show the invitation
          </Button>
        </AuthScreen>
      );
    case 'invitation':
      return (
        <InvitationScreen
          invitation={state.invitation}
          notice={state.notice}
          linkEmail={email ?? null}
          isAsAccount={isAsAccount}
          onJoined={async (session) => {
            const notice = session.joinInvite.isNewJoin
              ? `You joined ${session.channel.name} as a guest.`
              : `Welcome back to ${session.channel.name}.`;
            setState(await enterAsGuest(id, session, storesRef.current, notice));
          }}
          onRefused={(error) => setState(failureState(error))}
        />
      );
    case 'joined':
      return (
        <GuestRoom
          key={state.session.guest.id}
          invitationId={id}
          state={state}
          onEnded={end}
          onExpired={() => {
            leaveAsGuest(id, null, null);
            setState({ kind: 'loading' });
            void startInvitePage({ invitationId: id, resumeToken: null, stores: null }).then(
              (next) =>
                setState(
                  next.kind === 'invitation' ? { ...next, notice: SESSION_EXPIRED_NOTICE } : next,
                ),
            );
          }}
        />
      );
  }
}

/** The joined conversation, with the guest's session renewed while the page is open. */
function GuestRoom({
  invitationId,
  state,
  onEnded,
  onExpired,
}: {
  invitationId: string;
  state: Extract<InvitePageState, { kind: 'joined' }>;
  onEnded: (message: string) => void;
  onExpired: () => void;
}) {
  const [session, setSession] = useState(state.session);
  const [channel, setChannel] = useState(state.channel);
  const token = useRef(session.token);
  const getToken = useCallback(() => token.current, []);
  useGuestRenewal({
    token: session.token,
    expiresAt: session.expiresAt,
    onRenewed: (renewed) => {
      const stored = keepGuestSession(invitationId, renewed);
      token.current = stored.token;
      setSession(stored);
      setChannel(renewed.channel);
    },
    onEnded,
    onExpired,
  });
  const onRefused = useCallback(
    (error: GuestApiError) => {
      if (error.status === 404) onEnded(ACCESS_ENDED_MESSAGE);
      else if (error.code === 'guest-access-ended') onEnded(error.message);
      else onExpired();
    },
    [onEnded, onExpired],
  );
  return (
    <GuestConversation
      session={session}
      channel={channel}
      getToken={getToken}
      notice={state.notice}
      onEnded={onEnded}
      onRefused={onRefused}
    />
  );
}

function InvitationScreen({
  invitation,
  notice,
  linkEmail,
  isAsAccount,
  onJoined,
  onRefused,
}: {
  invitation: TPublicInvitation;
  notice: string | null;
  linkEmail: string | null;
  isAsAccount: boolean;
  onJoined: Parameters<typeof JoinForm>[0]['onJoined'];
  onRefused: (error: unknown) => void;
}) {
  const isGroup = invitation.type === 'group';
  const title = isGroup
    ? `Join ${invitation.channelName ?? 'the conversation'}`
    : `Chat with ${invitation.invitedBy}`;
  return (
    <AuthScreen
      title={title}
      description={
        isGroup
          ? `${invitation.invitedBy} invited you to a group conversation.`
          : `${invitation.invitedBy} invited you to a conversation.`
      }
    >
      <InvitationFacts invitation={invitation} />
      {notice && <FormAlert status="info" title={notice} />}
      {isAsAccount ? (
        <JoinAsAccount invitation={invitation} />
      ) : (
        <JoinForm
          invitation={invitation}
          linkEmail={linkEmail}
          onJoined={onJoined}
          onRefused={onRefused}
        />
      )}
    </AuthScreen>
  );
}

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

function InvitationFacts({ invitation }: { invitation: TPublicInvitation }) {
  const facts = [
    ...(invitation.channelName ? [['Conversation', invitation.channelName]] : []),
    ['Invited by', invitation.invitedBy],
  ];
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="4"
      rowGap="1"
      textStyle="sm"
    >
      {facts.map(([term, value]) => (
        <Fact key={term} term={term ?? ''}>
          {value}
        </Fact>
      ))}
      <Fact term="Link expires">
        <time dateTime={invitation.expiresAt}>
          {expiryFormat.format(new Date(invitation.expiresAt))}
        </time>
      </Fact>
    </chakra.dl>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{term}</chakra.dt>
      <chakra.dd fontWeight="medium" minW="0" overflowWrap="anywhere">
        {children}
      </chakra.dd>
    </>
  );
}

/**
 * `?as=account`: the e-mail went to an address that has an account. Signed in, one click joins
 * as the account (the chat rules decide); signed out, the way to sign in first.
 */
function JoinAsAccount({ invitation }: { invitation: TPublicInvitation }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const stores = useOptionalStores();
  const isSignedIn = (stores ? readSessionState(stores) : readStoredSession().state) === 'active';
  const guestLink = (
    <Link asChild variant="underline" textStyle="sm">
      <RouterLink to={{ pathname: location.pathname, search: '' }} replace>
        Join as a guest instead
      </RouterLink>
    </Link>
  );
  if (!isSignedIn) {
    return (
      <Stack gap="4">
        <FormAlert status="info" title="Sign in to join with your account.">
          You come back here once you are signed in.
        </FormAlert>
        <Button asChild>
          <RouterLink to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
            Sign in
          </RouterLink>
        </Button>
        {guestLink}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {problem && <FormAlert title={problem} />}
      <Text textStyle="sm">You are signed in. Join the conversation with your account.</Text>
      <Button
        loading={isBusy}
        loadingText="Joining…"
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          try {
            const { data } = await callApi('acceptInvitation', { params: { id: invitation.id } });
            void navigate(chatPath(data.id));
          } catch (error) {
            setProblem(errorMessage(error, 'You could not join with your account.'));
            setBusy(false);
          }
        }}
      >
        Join with my account
      </Button>
      {guestLink}
    </Stack>
  );
}
