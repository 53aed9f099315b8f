import { describe, expect, it } from 'vitest';

import { ZClientSignupRequest, ZProviderSignupRequest } from '@portal/contracts';

import { emptyProfile } from '@/lib/forms/fields';

import { ZLoginForm } from './login';
import { ZClientSignupForm } from './client-signup';
import { ZProviderSignupForm } from './provider-signup';
import { ZResetPasswordForm } from './password-reset';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    messages[key] ??= issue.message;
  }
  return messages;
};

describe('form schemas', () => {
  it('asks for the e-mail and the password at login, in words', () => {
    const result = ZLoginForm.safeParse({ email: '', password: '' });
    expect(firstMessages(result)).toEqual({
      email: 'Enter your e-mail address',
      password: 'Enter your password',
    });
  });

  it('explains a malformed e-mail address', () => {
    const result = ZLoginForm.safeParse({ email: 'ada@', password: 'x' });
    expect(firstMessages(result)).toEqual({
      email: 'Enter an e-mail address like name@example.com',
    });
  });

  it('asks for a long enough new password, typed twice', () => {
    expect(
      firstMessages(ZResetPasswordForm.safeParse({ password: 'short', confirmPassword: '' })),
    ).toEqual({
      password: 'Use at least 8 characters',
      confirmPassword: 'Type the new password again',
    });
  });

  it('says when the two new passwords differ', () => {
    const result = ZResetPasswordForm.safeParse({
      password: 'long-enough-1',
      confirmPassword: 'long-enough-2',
    });
    expect(firstMessages(result)).toEqual({ confirmPassword: 'The two passwords differ' });
    expect(
      ZResetPasswordForm.safeParse({ password: 'long-enough-1', confirmPassword: 'long-enough-1' })
        .success,
    ).toBe(true);
  });

  it('turns a provider sign-up into a body the server accepts, leaving blanks out', () => {
    const parsed = ZProviderSignupForm.parse({
      fullName: '  Ada Lovelace ',
      email: 'Ada@Example.com ',
      password: 'correct horse',
      licenseNo: 'LIC-1',
      department: '',
      ...emptyProfile,
      age: '41',
      country: 'GB',
    });
    expect(parsed).toEqual({
      fullName: 'Ada Lovelace',
      email: 'Ada@Example.com',
      password: 'correct horse',
      licenseNo: 'LIC-1',
      department: undefined,
      gender: undefined,
      age: 41,
      contactNo: undefined,
      address: undefined,
      country: 'GB',
      state: undefined,
    });
    expect(ZProviderSignupRequest.safeParse(parsed).success).toBe(true);
  });

  it('lets a client sign up without a license number', () => {
    const parsed = ZClientSignupForm.parse({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'correct horse',
      licenseNo: '',
      ...emptyProfile,
    });
    expect(parsed.licenseNo).toBeUndefined();
    expect(ZClientSignupRequest.safeParse(parsed).success).toBe(true);
  });

  it('refuses profile values the server would refuse', () => {
    const result = ZClientSignupForm.safeParse({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'correct horse',
      licenseNo: '#1',
      ...emptyProfile,
      age: '200',
      contactNo: 'call me',
    });
    expect(firstMessages(result)).toEqual({
      licenseNo: 'Use letters, digits, spaces, dots, slashes and dashes',
      age: 'Enter an age up to 130',
      contactNo: 'Use digits, spaces, ( ) - and a leading +',
    });
  });
});
