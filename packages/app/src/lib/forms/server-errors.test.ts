import { describe, expect, it } from 'vitest';

import { ApiError, SessionEndedError, TokenExpiredError } from '@/lib/http/errors';

import { describeServerFailure, serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  it('puts each detail on the field of the same name, without the field name in front', () => {
    const error = new ApiError('email must be a valid e-mail address', 400, [
      { path: 'email', message: 'email must be a valid e-mail address' },
      { path: 'password', message: 'password must be at least 8 characters' },
    ]);
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual([
      { name: 'email', message: 'Must be a valid e-mail address' },
      { name: 'password', message: 'Must be at least 8 characters' },
    ]);
  });

  it('keeps a message that does not start with the field name, capitalised', () => {
    const error = new ApiError('The request is not valid.', 400, [
      { path: 'age', message: 'too old for this form' },
    ]);
    expect(serverFieldErrors(error, ['age'])).toEqual([
      { name: 'age', message: 'Too old for this form' },
    ]);
  });

  it('ignores details for fields the form does not have', () => {
    const error = new ApiError('Unknown field(s): role', 400, [
      { path: '', message: 'Unknown field(s): role' },
      { path: 'token', message: 'token is not a valid reset token' },
    ]);
    expect(serverFieldErrors(error, ['password'])).toEqual([]);
  });

  it('places nothing for errors that are not answers of the API', () => {
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual([]);
  });
});

describe('describeServerFailure', () => {
  const fallback = 'Signing in failed. Please try again.';

  it('puts the field problems on the fields, and says nothing else', () => {
    const error = new ApiError('licenseNo must be at most 64 characters', 400, [
      { path: 'licenseNo', message: 'licenseNo must be at most 64 characters' },
    ]);
    expect(describeServerFailure(error, ['licenseNo', 'email'], fallback)).toEqual({
      kind: 'fields',
      errors: [{ name: 'licenseNo', message: 'Must be at most 64 characters' }],
    });
  });

  it("keeps the server's message and status when no detail names a field of the form", () => {
    const error = new ApiError(
      'This reset link is invalid or has expired.',
      400,
      [{ path: 'token', message: 'token is not a valid reset token' }],
      true,
    );
    expect(describeServerFailure(error, ['password'], fallback)).toEqual({
      kind: 'message',
      message: 'This reset link is invalid or has expired.',
      status: 400,
    });
  });

  it('falls back to the form’s words when the server sent no message of its own', () => {
    const noMessage = new ApiError('Internal Server Error', 500);
    expect(describeServerFailure(noMessage, ['email'], fallback)).toEqual({
      kind: 'message',
      message: fallback,
      status: 500,
    });
    const unreachable = new ApiError('The server could not be reached. Check your connection.', 0);
    expect(describeServerFailure(unreachable, ['email'], fallback)).toEqual({
      kind: 'message',
      message: fallback,
      status: 0,
    });
    expect(describeServerFailure(new Error('boom'), ['email'], fallback)).toEqual({
      kind: 'message',
      message: fallback,
      status: 0,
    });
  });

  it('says nothing when the session ended: the session has its own toast', () => {
    const ended = new SessionEndedError('Your session has ended.', 401, [], true);
    expect(describeServerFailure(ended, ['email'], fallback)).toEqual({ kind: 'session-ended' });
    expect(describeServerFailure(new TokenExpiredError(), ['email'], fallback)).toEqual({
      kind: 'session-ended',
    });
  });

  it('says nothing when the session ended, even with details that name a field', () => {
    const ended = new SessionEndedError('Your session has ended.', 401, [
      { path: 'email', message: 'email is taken' },
    ]);
    expect(describeServerFailure(ended, ['email'], fallback)).toEqual({ kind: 'session-ended' });
  });
});
