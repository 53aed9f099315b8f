import { describe, expect, it } from 'vitest';

import { pictureProblem, ZChangePasswordForm, ZProfileForm } from './settings';

const profile = {
  fullName: 'Ada Lovelace',
  department: '',
  gender: '',
  age: '',
  contactNo: '',
  address: '',
  country: '',
  state: '',
};

describe('the profile form', () => {
  it('accepts empty optional fields (they clear the field)', () => {
    expect(ZProfileForm.safeParse(profile).success).toBe(true);
  });

  it('needs a name, and a sensible age and phone number', () => {
    const result = ZProfileForm.safeParse({
      ...profile,
      fullName: ' ',
      age: '131',
      contactNo: 'call me',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['fullName', 'age', 'contactNo']));
  });
});

describe('pictureProblem', () => {
  it('accepts a small PNG', () => {
    expect(pictureProblem(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
  });

  it('refuses other types and large files', () => {
    expect(pictureProblem(new File(['x'], 'me.svg', { type: 'image/svg+xml' }))).toMatch(/PNG/);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(pictureProblem(big)).toMatch(/too large/);
  });
});

describe('the change-password form', () => {
  const valid = {
    currentPassword: 'old-password',
    newPassword: 'new-password-1',
    confirmPassword: 'new-password-1',
  };

  it('accepts a new password typed twice', () => {
    expect(ZChangePasswordForm.safeParse(valid).success).toBe(true);
  });

  it('refuses a mismatch, a short password and an unchanged one', () => {
    expect(
      ZChangePasswordForm.safeParse({ ...valid, confirmPassword: 'other' }).error?.issues[0]?.path,
    ).toEqual(['confirmPassword']);
    expect(
      ZChangePasswordForm.safeParse({ ...valid, newPassword: 'short', confirmPassword: 'short' })
        .success,
    ).toBe(false);
    expect(
      ZChangePasswordForm.safeParse({
        currentPassword: 'same-pass-1',
        newPassword: 'same-pass-1',
        confirmPassword: 'same-pass-1',
      }).error?.issues[0]?.path,
    ).toEqual(['newPassword']);
  });
});
