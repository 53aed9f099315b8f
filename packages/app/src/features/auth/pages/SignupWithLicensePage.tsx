import { Button, Input, Link, Separator, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { TApproveState, TLicenseSearchResult } from '@portal/contracts';
import { FormAlert, FormField, PasswordInput } from '@portal/ui';

import { PASSWORD_MIN_LENGTH } from '@portal/contracts';

import { authApi } from '@/features/auth/api/auth-api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { LicenseRecord } from '@/features/auth/components/LicenseRecord';
import { SignupDone } from '@/features/auth/components/SignupDone';
import { ZLicenseSearchForm, ZLicenseSignupForm } from '@/features/auth/schemas/license-signup';
import { useServerForm } from '@/lib/forms/useServerForm';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

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

/** Step one: find the client record by its licence number (kept in the licence search store). */
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
        <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Searching…">
          Find my record
        </Button>
      </Stack>
    </form>
  );
});

/** Step two: the password of the account made from the record. */
function LicenseAccountForm({
  result,
  onCreated,
}: {
  result: TLicenseSearchResult;
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
        });
        onCreated(message);
      },
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
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

/** '/signup-with-license': a client whose provider registered them takes over that record. */
export const SignupWithLicensePage = observer(function SignupWithLicensePage() {
  const { licenseSearch } = useStores();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [hasSearchedAgain, setHasSearchedAgain] = useState(false);
  const result = licenseSearch.result;

  if (doneMessage) {
    return (
      <AuthScreen title="Account created" links={[{ to: paths.login, label: 'Back to sign in' }]}>
        <SignupDone message={doneMessage} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Sign up with your license number"
      description={
        result
          ? undefined
          : 'If your provider has registered you as a client, find your record by its license number, then choose a password.'
      }
      size="md"
      links={[
        { to: paths.login, label: 'Already have an account? Sign in' },
        { to: paths.clientSignup, label: 'No license number? Sign up as a client' },
      ]}
    >
      {result ? (
        <>
          <LicenseRecord
            result={result}
            onSearchAgain={() => {
              setHasSearchedAgain(true);
              licenseSearch.setResult(null);
            }}
          />
          <Separator />
          {result.isClientExist ? (
            <FormAlert status="warning" title="An account already exists for this license number.">
              {existingAccountAdvice[result.isApprove ?? 'approve']} <SignInLink />
            </FormAlert>
          ) : (
            // A new key for each record: a new search starts a fresh password form.
            <LicenseAccountForm
              key={result.clientId}
              result={result}
              onCreated={(message) => {
                licenseSearch.reset();
                setDoneMessage(message);
              }}
            />
          )}
        </>
      ) : (
        <LicenseSearchForm isFocusedOnMount={hasSearchedAgain} />
      )}
    </AuthScreen>
  );
});
