import { Button, chakra, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { KeyRound, Plus, ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import type { TPasskey, TTwoFactorStatus } from '@portal/contracts';

import {
  DateText,
  ErrorPanel,
  FormAlert,
  FormSkeleton,
  ModalFrame,
  notify,
  PasswordConfirmDialog,
  SectionCard,
} from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';
import { notifyFailure } from '@/lib/http/notify-failure';

import { useTwoFactorStatus } from '../api/hooks';
import { dialogProblem } from '../api/two-factor-actions';
import { twoFactorApi } from '../api/two-factor-api';
import { AddPasskeyFlow } from '../setup/AddPasskeyFlow';
import { RecoveryCodesStep } from '../setup/RecoveryCodesStep';
import { TotpSetupFlow } from '../setup/TotpSetupFlow';
import { DisableTotpDialog } from './DisableTotpDialog';
import { factorCount, isLastRequired, RECOVERY_CODES_LOW } from './labels';
import { PasskeyItem } from './PasskeyItem';
import { RenamePasskeyDialog } from './RenamePasskeyDialog';
import { SetUpDialog } from './SetUpDialog';

const TITLE = 'Two-step sign-in';
const DESCRIPTION =
  'After your password, a second step proves that it is you: a code from an app on your phone, or a passkey. Someone who learns your password still cannot sign in.';
const LOAD_FAILURE = 'Your two-step sign-in could not be loaded.';

type Dialog =
  | { kind: 'totp-setup' | 'totp-off' | 'passkey-add' | 'new-codes' }
  | { kind: 'rename' | 'remove'; passkey: TPasskey }
  | null;

/**
 * Settings' "Two-step sign-in" (issue 33): the authenticator app (set up, turn off), the recovery
 * codes left (new ones, shown once), the passkeys (add, rename, remove), and whether the practice
 * requires a second step of this account.
 */
export function TwoFactorSection() {
  const { data: status, error, isLoading, isValidating, mutate } = useTwoFactorStatus();
  let content: ReactNode;
  if (isLoading) {
    content = <FormSkeleton loadingText="Loading your two-step sign-in..." fields={2} />;
  } else if (!status) {
    content = (
      <ErrorPanel
        variant="inline"
        titleAs="p"
        error={errorMessage(error, LOAD_FAILURE)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  } else {
    content = (
      <TwoFactorSettings
        status={status}
        onChanged={(next) => void (next ? mutate({ data: next }, { revalidate: false }) : mutate())}
      />
    );
  }
  return (
    <SectionCard title={TITLE} description={DESCRIPTION}>
      {content}
    </SectionCard>
  );
}

function TwoFactorSettings({
  status,
  onChanged,
}: {
  status: TTwoFactorStatus;
  /** The server's new status when the answer held it; else read it again. */
  onChanged: (next?: TTwoFactorStatus) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const close = () => setDialog(null);
  const hasAny = factorCount(status) > 0;
  const isLast = isLastRequired(status);
  const { totpEnabledAt, passkeys, recoveryCodesLeft } = status;
  const asked = dialog && 'passkey' in dialog ? dialog.passkey : null;

  return (
    <Stack gap="5">
      {status.required && (
        <FormAlert status="info" title="Your practice requires two-step sign-in for your account.">
          {isLast
            ? 'This is your only second step: add another before you remove it.'
            : 'You can change how you sign in, but keep at least one second step.'}
        </FormAlert>
      )}
      {!hasAny && !status.required && (
        <Text color="fg.muted">
          Two-step sign-in is off: your password alone signs you in. Set up an authenticator app or
          add a passkey to turn it on.
        </Text>
      )}

      <Part
        icon={<Smartphone />}
        title="Authenticator app"
        detail={
          totpEnabledAt ? (
            <>
              On since <DateText iso={totpEnabledAt} />. Sign in with the 6-digit code it shows.
            </>
          ) : (
            'An app such as Google Authenticator, Microsoft Authenticator or 1Password shows a new 6-digit code every 30 seconds.'
          )
        }
        action={
          totpEnabledAt ? (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => setDialog({ kind: 'totp-off' })}
            >
              Turn off
            </Button>
          ) : (
            <Button onClick={() => setDialog({ kind: 'totp-setup' })}>Set up</Button>
          )
        }
      />

      <Stack gap="3" as="section" aria-labelledby="two-factor-passkeys">
        <Part
          icon={<KeyRound />}
          title="Passkeys"
          titleId="two-factor-passkeys"
          detail="Sign in with your device’s fingerprint, face or screen lock, a security key or a password manager."
          action={
            <Button variant="outline" onClick={() => setDialog({ kind: 'passkey-add' })}>
              <Plus />
              Add a passkey
            </Button>
          }
        />
        {passkeys.length > 0 ? (
          <chakra.ul aria-label="Your passkeys" ps={{ base: '0', sm: '8' }}>
            {passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRename={() => setDialog({ kind: 'rename', passkey })}
                onRemove={() => setDialog({ kind: 'remove', passkey })}
              />
            ))}
          </chakra.ul>
        ) : (
          <Text textStyle="sm" color="fg.muted" ps={{ base: '0', sm: '8' }}>
            No passkeys yet.
          </Text>
        )}
      </Stack>

      {hasAny && (
        <Part
          icon={<ShieldCheck />}
          title="Recovery codes"
          detail={
            <>
              <chakra.span fontWeight="semibold" color="fg">
                {recoveryCodesLeft === 1 ? '1 code left.' : `${recoveryCodesLeft} codes left.`}
              </chakra.span>{' '}
              {recoveryCodesLeft <= RECOVERY_CODES_LOW && 'Make new ones before you run out. '}
              Each signs you in once if you lose your phone and your passkeys.
            </>
          }
          action={
            <Button variant="outline" onClick={() => setDialog({ kind: 'new-codes' })}>
              New recovery codes
            </Button>
          }
        />
      )}

      <SetUpDialog
        isOpen={dialog?.kind === 'totp-setup'}
        title="Set up an authenticator app"
        onClose={close}
      >
        {(onCodesShown) => (
          <TotpSetupFlow
            onCodesShown={onCodesShown}
            onDone={() => {
              close();
              notify.success('Your authenticator app is on.');
              onChanged();
            }}
          />
        )}
      </SetUpDialog>
      <SetUpDialog isOpen={dialog?.kind === 'passkey-add'} title="Add a passkey" onClose={close}>
        {(onCodesShown) => (
          <AddPasskeyFlow
            onCodesShown={onCodesShown}
            onDone={() => {
              close();
              notify.success('Your passkey is added.');
              onChanged();
            }}
          />
        )}
      </SetUpDialog>

      <DisableTotpDialog
        isOpen={dialog?.kind === 'totp-off'}
        isOnlyFactor={factorCount(status) === 1}
        onCancel={close}
        onConfirm={async (password, code) => {
          try {
            const answer = await twoFactorApi.disableTotp({ password, code });
            close();
            notify.success(answer.message);
            onChanged(answer.data);
            return null;
          } catch (failure) {
            return dialogProblem(failure, 'The authenticator app could not be turned off.');
          }
        }}
      />

      <PasswordConfirmDialog
        isOpen={dialog?.kind === 'new-codes'}
        title="New recovery codes"
        message="Your current recovery codes stop working, and 10 new ones are shown this once."
        confirmLabel="Make new codes"
        onCancel={close}
        onConfirm={async (password) => {
          try {
            const answer = await twoFactorApi.regenerateRecoveryCodes(password);
            close();
            setNewCodes(answer.data.recoveryCodes);
            onChanged();
            return null;
          } catch (failure) {
            return inDialogOrToast(failure, 'New recovery codes could not be made.', close);
          }
        }}
      />
      <ModalFrame
        isOpen={newCodes !== null}
        onClose={() => setNewCodes(null)}
        title="Save your new recovery codes"
        size="md"
        isDismissable={false}
      >
        {newCodes && (
          <RecoveryCodesStep
            codes={newCodes}
            hasHeading={false}
            doneLabel="Done"
            onDone={() => setNewCodes(null)}
          />
        )}
      </ModalFrame>

      <RenamePasskeyDialog
        isOpen={dialog?.kind === 'rename'}
        name={asked?.name ?? ''}
        onCancel={close}
        onConfirm={async (name) => {
          if (!asked) return null;
          try {
            const answer = await twoFactorApi.renamePasskey(asked.id, { name });
            close();
            notify.success(answer.message);
            onChanged({
              ...status,
              passkeys: passkeys.map((one) => (one.id === answer.data.id ? answer.data : one)),
            });
            return null;
          } catch (failure) {
            const problem = dialogProblem(failure, 'The passkey could not be renamed.');
            return problem?.message ?? null;
          }
        }}
      />
      <PasswordConfirmDialog
        isOpen={dialog?.kind === 'remove'}
        title="Remove passkey"
        message={`Remove “${asked?.name ?? ''}”? It will no longer sign you in. Remove it from the device or password manager too.`}
        confirmLabel="Remove"
        tone="danger"
        onCancel={close}
        onConfirm={async (password) => {
          if (!asked) return null;
          try {
            const answer = await twoFactorApi.removePasskey(asked.id, password);
            close();
            notify.success(answer.message);
            onChanged(answer.data);
            return null;
          } catch (failure) {
            return inDialogOrToast(failure, 'The passkey could not be removed.', close);
          }
        }}
      />
    </Stack>
  );
}

/**
 * A password step's refusal: a wrong password (or too many tries) under the box; anything else
 * (the practice requires a second step, a fault) as a toast, the dialog closed.
 */
function inDialogOrToast(failure: unknown, fallback: string, close: () => void): string | null {
  const problem = dialogProblem(failure, fallback);
  if (problem?.field === 'password') return problem.message;
  close();
  notifyFailure(failure, fallback);
  return null;
}

/** One way of signing in: its icon, name, what it is or how it stands, and its button. */
function Part({
  icon,
  title,
  titleId,
  detail,
  action,
}: {
  icon: ReactNode;
  title: string;
  titleId?: string;
  detail: ReactNode;
  action: ReactNode;
}) {
  return (
    <HStack gap="3" align="flex-start" justify="space-between" wrap="wrap">
      <HStack gap="3" align="flex-start" minW="0" flex="1 1 18rem">
        <Icon boxSize="5" flexShrink="0" mt="0.5" color="fg.muted" aria-hidden>
          {icon}
        </Icon>
        <Stack gap="0.5" minW="0">
          <Heading as="h3" textStyle="md" fontWeight="semibold" id={titleId}>
            {title}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {detail}
          </Text>
        </Stack>
      </HStack>
      {action}
    </HStack>
  );
}
