import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageWrapper, SectionCard } from '@portal/ui';

import { useValidUsers } from '@/features/account';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

interface Answer {
  question: string;
  answer: ReactNode;
}

interface Topic {
  /** The section's anchor, for the list of topics at the top. */
  id: string;
  title: string;
  description: string;
  answers: Answer[];
}

/** A link to another screen of the app, inside an answer. */
function To({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" variant="underline">
      <RouterLink to={path}>{children}</RouterLink>
    </Link>
  );
}

/**
 * What the app does today, topic by topic, in the words of its screens (the buttons and boxes
 * named here are the ones people see). Written from the features' code and docs/chat-app.md and
 * docs/documents-app.md: change an answer when its feature changes.
 */
const topics: Topic[] = [
  {
    id: 'help-chat',
    title: 'Chat',
    description: 'Direct and group conversations with the people you work with.',
    answers: [
      {
        question: 'Who can I chat with?',
        answer: (
          <>
            Open <To path={paths.chat}>Chat</To> and choose “New chat”: the list shows exactly the
            people you may write to. Providers and the administrator can write to any approved
            member; a client can write to their provider (the one who keeps their client record) and
            to the administrator. The chat button in the top bar shows your recent conversations
            beside any page.
          </>
        ),
      },
      {
        question: 'How do group chats work?',
        answer:
          '“New group”: give it a name and choose its members; everyone in it can write. Whoever made it is its owner: in the conversation’s details (the “Conversation details” button in its header) the owner renames the group, adds and removes people, invites by link, or deletes it for everyone. Anyone can leave; when the owner leaves, the longest-standing member becomes the owner.',
      },
      {
        question: 'Can I search, send files, or change what I wrote?',
        answer:
          'The search box at the top of the conversations finds conversations by name and, from two letters on, the messages that hold every word you type; choose a message to jump to it. “Attach a file” sends one PDF or picture (PNG, JPEG, WebP or GIF) of up to 10 MB with a message. Your own messages have “Edit message” and “Delete message”.',
      },
      {
        question: 'How do I know who is online and what I have not read?',
        answer:
          'A filled dot beside a direct chat means the person is online, a ring that they are not; the conversation’s header says Online or Offline (a group’s, how many others are online). Each conversation shows how many messages you have not read, the total shows in the browser tab’s title, and a “New messages” line marks where you left off. You see when someone is typing, and “Seen” under your message when the other person has read it.',
      },
      {
        question: 'How do I silence one conversation?',
        answer:
          'Open its details and tick “Mute this conversation”: it sends you no notifications, and its unread count still shows. Untick it to hear from it again.',
      },
    ],
  },
  {
    id: 'help-invitations',
    title: 'Inviting people without an account',
    description: 'A link lets someone join one conversation as a guest.',
    answers: [
      {
        question: 'How do I invite someone by link?',
        answer:
          'Providers and the administrator: on Chat, the link button beside “New group” (“Invite someone without an account”) makes a link to a direct chat with you. A group’s owner: “Invite by link” in the group’s details makes a link to that group. Choose how many days the link works (1 to 30) and, for a group, how many people may use it. With an e-mail address only that person may join, and we e-mail the link to them; without one, copy the link and send it yourself. The same dialog lists your links, who joined through each, and lets you withdraw one.',
      },
      {
        question: 'What does a guest see?',
        answer:
          'The person opening the link enters a name (and an e-mail address if the link has none) and joins as a guest: they see and write in that one conversation only, and can neither send nor open files. Their access lasts while the link is valid and they are in the conversation; withdrawing the link or removing them ends it. Someone whose e-mail address already has an account can join with that account instead.',
      },
    ],
  },
  {
    id: 'help-notifications',
    title: 'Notifications',
    description: 'What happened while you were elsewhere.',
    answers: [
      {
        question: 'Where do I see them?',
        answer: (
          <>
            The bell in the top bar shows how many are unread and the latest ones; “See all
            notifications” opens <To path={paths.notification}>Notifications</To>, where you can
            show the unread ones only and mark everything as read. Choosing a notification opens
            what it is about: a conversation, a document, an account to review.
          </>
        ),
      },
      {
        question: 'Can I get them on my desktop, with a sound?',
        answer: (
          <>
            Yes, when your browser allows it. <To path={paths.settings}>Settings</To> →
            Notifications shows the browser’s answer and, if you have not been asked yet, “Allow
            desktop notifications”; a refusal can only be undone in the browser’s site settings. A
            short chime plays with each desktop notification unless you untick “Play a sound with
            desktop notifications on this device”.
          </>
        ),
      },
      {
        question: 'How do I choose what reaches me?',
        answer:
          'Settings → Notifications has a row for each kind of event (new messages, a document waiting for your signature, a client signing, and more) with three boxes: In the app, Desktop and E-mail. A chat message is e-mailed only when it stays unread for a while.',
      },
    ],
  },
  {
    id: 'help-documents',
    title: 'Documents',
    description: 'Forms that providers send and clients complete and sign.',
    answers: [
      {
        question: 'How does a provider send a document to sign?',
        answer: (
          <>
            <To path={paths.allDocuments}>All Documents</To> → “Add Document”: choose a PDF (up to
            20 MB) and give it a title, then place its fields on the pages: signature, initials,
            text, date or checkbox, each required or not. Drag a field to move it and its corner to
            resize it, or select it and use the arrow keys. Then choose the clients to share it
            with: each gets their own copy, a notification, and a card in your direct chat.
            “Details” shows each copy’s status (sent, viewed, signed, declined, voided) with its
            audit trail; a copy still waiting can be voided.
          </>
        ),
      },
      {
        question: 'Which clients can I share with?',
        answer:
          'Clients whose account is linked to your client record: they signed up with its license number, or their account has the record’s e-mail address.',
      },
      {
        question: 'How does a client complete and sign?',
        answer: (
          <>
            <To path={paths.documents}>My Documents</To> lists what waits for you first. Open a
            document: “Next field” takes you through the fields still empty, and dates are filled in
            when you sign. Draw your signature with a finger or the mouse, or type it; you can keep
            it for next time. If you will not sign, “Decline” tells your provider your reason (a
            declined document cannot be signed later). A reminder comes when a document has waited a
            few days. To send your provider a file, such as an insurance card, use “Share a
            document” on <To path={paths.allDocuments}>All Documents</To>.
          </>
        ),
      },
      {
        question: 'What is the sealed PDF?',
        answer:
          'When the client signs, the answers are written into the pages, a certificate of completion is added (the document, both parties, each step with its time, and the files’ SHA-256 fingerprints), and the whole file is sealed with the practice’s digital certificate. Provider and client can both download it; PDF readers show the signature as valid as long as the file is unchanged.',
      },
      {
        question: 'How can anyone check a sealed PDF?',
        answer: (
          <>
            On the public <To path={paths.verify}>Verify</To> page, with or without an account:
            choose or drop the PDF, and it says whether the file carries the practice’s seal, is
            exactly the copy on record, and who signed it and when. The file is checked, not kept.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-clients-providers',
    title: 'Clients and providers',
    description: 'Providers keep their clients’ records; clients sign up from them.',
    answers: [
      {
        question: 'How does a provider add a client?',
        answer: (
          <>
            <To path={paths.clients}>Clients</To> → “Add Client”: the client’s name, e-mail address,
            license number and other details. A license number or e-mail address that another record
            already has is refused. “Edit” on the list changes a record; the list shows whether the
            client has made an account from it.
          </>
        ),
      },
      {
        question: 'My provider registered me. How do I get an account?',
        answer:
          'Choose “Sign up with a license number” on the sign-in page and enter the license number your provider gave you. We e-mail a code to the address on your record; enter it, check your details and choose a password. Your provider is told, and the administrator approves the account as any other.',
      },
      {
        question: 'Where do I find providers?',
        answer: (
          <>
            <To path={paths.providers}>Providers</To> lists every provider; open one to see their
            profile. On their own profile a provider also sees their clients; the administrator sees
            every provider’s clients, and all of them together under “All Clients”.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-members',
    title: 'Members',
    description: 'The directory of the practice’s approved members.',
    answers: [
      {
        question: 'What is the Members page?',
        answer: (
          <>
            <To path={paths.verifiedUsers}>Members</To> lists the approved members you may contact,
            with their role, department, country and state, and a search; “View” opens a member’s
            profile. To write to someone, use “New chat” on Chat. The administrator finds the same
            accounts under Verified Users, with their states and actions.
          </>
        ),
      },
    ],
  },
  {
    id: 'help-account',
    title: 'Your account',
    description: 'Signing in, approval, password, appearance.',
    answers: [
      {
        question: 'Why can I not sign in after signing up?',
        answer:
          'Every new account is reviewed by the practice’s administrator. You can sign in as soon as yours is approved; until then, signing in tells you it is waiting for approval.',
      },
      {
        question: 'I forgot my password.',
        answer:
          'Use “Forgot your password?” on the sign-in page. We e-mail you a link that is valid for a short time and works once; it lets you choose a new password.',
      },
      {
        question: 'How do I change my password or my picture?',
        answer: (
          <>
            Open <To path={paths.settings}>Settings</To>. Your profile and picture are at the top;
            “Change password” asks for your current password and the new one.
          </>
        ),
      },
      {
        question: 'Can I use a dark screen?',
        answer:
          'Yes. The app follows your device’s setting. To choose for yourself, use the moon or sun button in the top bar (in the menu on a phone), or Settings → Appearance.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Settings → “Delete my account”. It asks you to confirm, then signs you out; the account, your picture and, for a provider, your client records are deleted for good. The administrator’s own account cannot be deleted.',
      },
      {
        question: 'Why was I signed out?',
        answer:
          'Sessions end after some hours, after a password change, or when the administrator blocks an account. Sign in again; if you cannot, contact the administrator.',
      },
    ],
  },
];

/** '/help-and-support': how the app works, topic by topic, and how to reach the administrator. */
export const HelpAndSupportPage = observer(function HelpAndSupportPage() {
  return (
    <PageWrapper title="Help and Support">
      <Stack gap="4" maxW="3xl">
        <nav aria-labelledby="help-topics">
          <Text id="help-topics" color="fg.muted" mb="2">
            How the app works, by topic:
          </Text>
          <List.Root ps="5" gap="1" listStyleType="disc">
            {topics.map((topic) => (
              <List.Item key={topic.id}>
                <Link href={`#${topic.id}`} colorPalette="brand" variant="underline">
                  {topic.title}
                </Link>
              </List.Item>
            ))}
            <List.Item>
              <Link href="#help-contact" colorPalette="brand" variant="underline">
                Contact the administrator
              </Link>
            </List.Item>
          </List.Root>
        </nav>
        {topics.map((topic) => (
          <SectionCard
            key={topic.id}
            id={topic.id}
            title={topic.title}
            description={topic.description}
          >
            <Stack gap="5">
              {topic.answers.map(({ question, answer }) => (
                <Stack key={question} gap="1">
                  <Heading as="h3" textStyle="md" fontWeight="semibold">
                    {question}
                  </Heading>
                  <Text color="fg.muted">{answer}</Text>
                </Stack>
              ))}
            </Stack>
          </SectionCard>
        ))}
        <SectionCard id="help-contact" title="Contact the administrator">
          <AdministratorContact />
        </SectionCard>
      </Stack>
    </PageWrapper>
  );
});

const AdministratorContact = observer(function AdministratorContact() {
  const { session } = useStores();
  const isSuperadmin = session.role === 'superadmin';
  const { data: users } = useValidUsers(!isSuperadmin);
  if (isSuperadmin) return <Text color="fg.muted">You are the practice’s administrator.</Text>;
  const administrator = users?.find((user) => user.role === 'superadmin');
  if (!administrator) {
    return (
      <Text color="fg.muted">
        Ask your provider or the practice’s reception for the administrator’s address.
      </Text>
    );
  }
  return (
    <Text color="fg.muted">
      Write to {administrator.fullName} at{' '}
      <Link href={`mailto:${administrator.email}`} colorPalette="brand">
        {administrator.email}
      </Link>
      .
    </Text>
  );
});
