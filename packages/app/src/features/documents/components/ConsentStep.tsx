import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

import type { TSigningConsent } from '@portal/contracts';
import { SIGNING_DISCLOSURE_CHANGED_MESSAGE } from '@portal/contracts/constants';

import { ErrorPanel, FormAlert } from '@portal/ui';

import { errorMessage, hasEndedSession } from '@/lib/http/errors';

import { documentsApi } from '../api/documents-api';
import { isDisclosureChanged, paragraphsOf } from '../utils/disclosure';
import { ActionPanel } from './ActionPanel';
import { scrollToStepTop, StepHeading } from './StepHeading';

const CONSENT_FAILURE = 'Your consent could not be recorded. Please try again.';

export interface ConsentStepProps {
  /** The disclosure in force (and whether it was accepted: this step shows while it is not). */
  consent: TSigningConsent;
  /** Why the step shows again, e.g. the disclosure changed while the form was open. */
  notice?: string | null;
  /** Takes the focus: the dialog came back to this step (not when it opened on it). */
  focusOnMount?: boolean;
  /** Called with the server's answer once the client accepted. */
  onAccepted: (consent: TSigningConsent) => void;
  /** Reads the disclosure in force again (it changed since it was shown). */
  onReload: () => Promise<unknown>;
  /** Leaves without accepting (the dialog closes; nothing is signed). */
  onCancel: () => void;
}

/**
 * The consent to sign electronically, asked before a client's first signature under each version
 * of the practice's disclosure: its text (plain text, paragraphs kept), its version, and a clear
 * yes or a way out. Accepting sends the version shown; the server refuses one no longer in force,
 * and the new text is shown to be read.
 */
export function ConsentStep({
  consent,
  notice = null,
  focusOnMount = false,
  onAccepted,
  onReload,
  onCancel,
}: ConsentStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { version, text, updatedAt } = consent.disclosure;

  const accept = async () => {
    // A failure's message stays while Retry tries again (its button shows it).
    setIsBusy(true);
    try {
      const answer = await documentsApi.acceptSigningConsent(version);
      onAccepted(answer.data);
    } catch (error) {
      if (hasEndedSession(error)) return;
      if (isDisclosureChanged(error)) {
        setProblem(null);
        setChanged(errorMessage(error, SIGNING_DISCLOSURE_CHANGED_MESSAGE));
        // The new text replaces the old one: back to its top, to be read.
        await onReload().catch(() => undefined);
        if (heading.current) {
          heading.current.focus({ preventScroll: true });
          scrollToStepTop(heading.current);
        }
      } else {
        setProblem(errorMessage(error, CONSENT_FAILURE));
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="4" maxW="3xl" width="100%" mx="auto">
        <Stack gap="1">
          <StepHeading ref={heading} focusOnMount={focusOnMount}>
            Before you sign electronically
          </StepHeading>
          <Text textStyle="sm" color="fg.muted">
            {updatedAt
              ? `Disclosure version ${version}, in force since ${updatedAt.slice(0, 10)}`
              : `Disclosure version ${version}`}
          </Text>
        </Stack>
        <Text>
          Please read the practice’s disclosure about electronic records and signatures. You accept
          it once; if it changes, you are asked again before your next signature.
        </Text>
        {(changed ?? notice) && <FormAlert status="warning" title={changed ?? notice} />}
        <Box
          as="section"
          aria-label="Disclosure about electronic records and signatures"
          borderWidth="1px"
          borderRadius="l2"
          bg="bg.subtle"
          p={{ base: '4', md: '6' }}
        >
          <Stack gap="3">
            {/* Plain text: each paragraph as written, never read as markup. */}
            {paragraphsOf(text).map((paragraph, index) => (
              <Text key={index} whiteSpace="pre-line" overflowWrap="anywhere">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
      </Stack>
      <ActionPanel>
        {problem && (
          <ErrorPanel
            variant="inline"
            titleAs="p"
            error={problem}
            onRetry={() => void accept()}
            isRetrying={isBusy}
          />
        )}
        {/* On a phone, one above the other as wide as the panel, the consent on top. */}
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
          <Button variant="outline" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
          <Button onClick={() => void accept()} loading={isBusy} loadingText="Saving…">
            I agree to sign electronically
          </Button>
        </Stack>
      </ActionPanel>
    </Stack>
  );
}
