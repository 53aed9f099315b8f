import { Button, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { TApproveState, TLicenseSearchResult } from '@portal/contracts';
import { FormAlert, FormField, PasswordInput, StepIndicator } from '@portal/ui';

import { PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { LicenseRecord } from '@/features/auth/components/LicenseRecord';
import { SignupDone } from '@/features/auth/components/SignupDone';
import {
  ZLicenseCodeForm,
  ZLicenseSearchForm,
  ZLicenseSignupForm,
} from '@/features/auth/schemas/license-signup';
import { notifyFailure } from '@/lib/http/notify-failure';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

/** The three steps, as the step indicator names them. */
const STEPS = ['Find your record', 'Confirm by e-mail', 'Choose a password'] as const;

/** What the visitor can do with the account the record already has, by its approval state. */
const existingAccountAdvice: Record<TApproveState, string> = {
  approve: 'Sign in with it, or reset its password if you have forgotten it.',
  pending: 'It is waiting for the administrator’s approval; you can sign in once it is approved.',
  reject: 'The administrator did not approve it. Please contact the administrator.',
};

function SignInLink() {
  return (
    <Link asChild variant="underline">
      <RouterLink to={paths.login}>Go to sign in</RouterLink>
    </Link>
  );
}

/** Step one: find the client record by its license number (kept in the license search store). */
const LicenseSearchForm = observer(function LicenseSearchForm({
  isFocusedOnMount,
}: {
  /** Back from "Search again": the cursor goes straight to the number. */
  isFocusedOnMount: boolean;
}) {
  const { licenseSearch } = useStores();
  const { form, submit, serverError } = useServerForm(
    {
      resolver: zodResolver(ZLicenseSearchForm),
      defaultValues: { licenseNo: licenseSearch.searchText },
    },
    {
      fallback: 'The search failed. Please try again.',
      onSubmit: async ({ licenseNo }) => {
        try {
          licenseSearch.setResult(await authApi.searchLicense(licenseNo));
        } catch (error) {
          licenseSearch.setResult(null);
          throw error;
        }
      },
    },
  );
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (isFocusedOnMount) setFocus('licenseNo');
  }, [isFocusedOnMount, setFocus]);

  return (
    <form noValidate onSubmit={submit} role="search" aria-label="Find your client record">
      <Stack gap="4">
        {serverError && (
          <FormAlert title={serverError.message}>
            Check the number your provider gave you, or ask them to add you as a client.
          </FormAlert>
        )}
        <FormField
          label="License number"
          error={errors.licenseNo?.message}
          helperText="The number your provider registered you with."
          required
        >
          <Input
            autoComplete="off"
            {...register('licenseNo', {
              onChange: (event: { target: { value: string } }) =>
                licenseSearch.setSearchText(event.target.value),
            })}
          />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Searching…">
          Find my record
        </Button>
      </Stack>
    </form>
  );
});

/**
 * Step two: the record found, shown only as far as lets a person recognise it (name, provider,
 * a masked e-mail), then the code mailed to the record's address, which unlocks the rest.
 */
function LicenseCodeStep({ result }: { result: TLicenseSearchResult }) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  // The send button (the first one or "Send a new code") is disabled while the code is on its
  // way, which takes the focus from it; after a failure the focus comes back, so that a keyboard
  // user can try again where they were.
  const sendButton = useRef<HTMLButtonElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) sendButton.current?.focus();
  }, [failures]);

  const sendCode = async () => {
    setIsSending(true);
    try {
      const { message } = await authApi.requestLicenseCode(result.licenseNo);
      setSentMessage(message);
    } catch (error) {
      notifyFailure(error, 'The code could not be sent. Please try again.');
      setFailures((count) => count + 1);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack gap="4">
      <Text>
        Is this your record? To show that it is, we e-mail a code to the address on it,{' '}
        <strong>{result.email}</strong>. The rest of your details appear once you enter the code.
      </Text>
      {sentMessage ? (
        <>
          <FormAlert status="success" title={sentMessage}>
            The code works for 10 minutes. No e-mail after a few minutes? Check the spam folder, or
            send a new code.
          </FormAlert>
          <LicenseCodeForm licenseNo={result.licenseNo} />
          <HStack>
            <Button
              ref={sendButton}
              variant="ghost"
              size="sm"
              loading={isSending}
              onClick={() => void sendCode()}
            >
              Send a new code
            </Button>
          </HStack>
        </>
      ) : (
        <Button
          ref={sendButton}
          loading={isSending}
          loadingText="Sending…"
          onClick={() => void sendCode()}
        >
          E-mail me a code
        </Button>
      )}
      <Text textStyle="sm" color="fg.muted">
        Not your e-mail address any more? Ask your provider to correct your record first.
      </Text>
    </Stack>
  );
}

/** The code from the e-mail; a right code brings the whole record (search-license with the code). */
const LicenseCodeForm = observer(function LicenseCodeForm({ licenseNo }: { licenseNo: string }) {
  const { licenseSearch } = useStores();
  const { form, submit, serverError } = useServerForm(
    { resolver: zodResolver(ZLicenseCodeForm), defaultValues: { code: '' } },
    {
      fallback: 'The code could not be checked. Please try again.',
      onSubmit: async ({ code }) => {
        licenseSearch.setResult(await authApi.searchLicense(licenseNo, code), code);
      },
    },
  );
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form noValidate onSubmit={submit} aria-label="Confirm with the e-mailed code">
      <Stack gap="4">
        {serverError && <FormAlert title={serverError.message} />}
        <FormField
          label="Code from the e-mail"
          error={errors.code?.message}
          helperText="6 digits."
          required
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...register('code')}
          />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Checking…">
          Confirm
        </Button>
      </Stack>
    </form>
  );
});

/** Step three: the password of the account made from the record. */
function LicenseAccountForm({
  result,
  code,
  onCreated,
}: {
  result: TLicenseSearchResult;
  code: string;
  onCreated: (message: string) => void;
}) {
  const { form, submit, serverError } = useServerForm(
    { resolver: zodResolver(ZLicenseSignupForm), defaultValues: { password: '' } },
    {
      fallback: 'The account could not be created. Please try again.',
      onSubmit: async ({ password }) => {
        const { message } = await authApi.signupWithLicense({
          licenseNo: result.licenseNo,
          password,
          code,
        });
        onCreated(message);
      },
    },
  );
  const {
    register,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // The code form gave way to this one: the cursor goes on to the password.
  useEffect(() => setFocus('password'), [setFocus]);
  // 409: the record got an account meanwhile; the way on is to sign in.
  const isTaken = serverError?.status === 409;

  return (
    <form noValidate onSubmit={submit} aria-label="Create your account">
      <Stack gap="4">
        {serverError && (
          <FormAlert title={serverError.message}>{isTaken && <SignInLink />}</FormAlert>
        )}
        <FormField
          label="Choose a password"
          error={errors.password?.message}
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters. You will sign in with ${result.email}.`}
          required
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Creating account…">
          Create account
        </Button>
      </Stack>
    </form>
  );
}

/**
 * '/signup-with-license': a client whose provider registered them takes over that record, in
 * three steps: find it by its license number, prove it is theirs with the code e-mailed to the
 * record's address, then choose a password.
 */
export const SignupWithLicensePage = observer(function SignupWithLicensePage() {
  const { licenseSearch } = useStores();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [hasSearchedAgain, setHasSearchedAgain] = useState(false);
  const { result, code } = licenseSearch;
  const step = !result ? 0 : result.isClientExist || !code ? 1 : 2;

  if (doneMessage) {
    return (
      <AuthScreen title="Account created" links={[{ to: paths.login, label: 'Back to sign in' }]}>
        <SignupDone message={doneMessage} />
      </AuthScreen>
    );
  }

  const searchAgain = () => {
    setHasSearchedAgain(true);
    licenseSearch.setResult(null);
  };

  return (
    <AuthScreen
      title="Sign up with your license number"
      description={
        result
          ? undefined
          : 'If your provider has registered you as a client, find your record by its license number, confirm it with a code we e-mail you, then choose a password.'
      }
      size="md"
      links={[
        { to: paths.login, label: 'Already have an account? Sign in' },
        { to: paths.clientSignup, label: 'No license number? Sign up as a client' },
      ]}
    >
      <StepIndicator steps={STEPS} current={step} label="Sign-up steps" />
      {!result && <LicenseSearchForm isFocusedOnMount={hasSearchedAgain} />}
      {result && (
        <>
          <LicenseRecord result={result} onSearchAgain={searchAgain} />
          <Separator />
          {result.isClientExist ? (
            <FormAlert status="warning" title="An account already exists for this license number.">
              {existingAccountAdvice[result.isApprove ?? 'approve']} <SignInLink />
            </FormAlert>
          ) : code ? (
            // A new key for each record: a new search starts a fresh password form.
            <LicenseAccountForm
              key={result.clientId}
              result={result}
              code={code}
              onCreated={(message) => {
                licenseSearch.reset();
                setDoneMessage(message);
              }}
            />
          ) : (
            <LicenseCodeStep key={result.clientId} result={result} />
          )}
        </>
      )}
    </AuthScreen>
  );
});
