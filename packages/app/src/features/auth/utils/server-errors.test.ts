import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/http/errors';

import { applyServerFieldErrors } from './server-errors';

describe('applyServerFieldErrors', () => {
  it('puts each detail on the field of the same name, without the field name in front', () => {
    const setError = vi.fn();
    const error = new ApiError('email must be a valid e-mail address', 400, [
      { path: 'email', message: 'email must be a valid e-mail address' },
      { path: 'password', message: 'password must be at least 8 characters' },
    ]);
    expect(applyServerFieldErrors(error, ['email', 'password'], setError)).toBe(2);
    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Must be a valid e-mail address',
    });
    expect(setError).toHaveBeenCalledWith('password', {
      type: 'server',
      message: 'Must be at least 8 characters',
    });
  });

  it('ignores details for fields the form does not have', () => {
    const setError = vi.fn();
    const error = new ApiError('Unknown field(s): role', 400, [
      { path: '', message: 'Unknown field(s): role' },
      { path: 'token', message: 'token is not a valid reset token' },
    ]);
    expect(applyServerFieldErrors(error, ['password'], setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it('places nothing for errors that are not answers of the API', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(new Error('boom'), ['email'], setError)).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
