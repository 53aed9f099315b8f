import { describe, expect, it } from 'vitest';

import type { TInvitation } from '@portal/contracts';

import { checkInvitationForm, toNewInvitation, withdrawQuestion } from './invitations';

const guest = (id: string, isMember: boolean) => ({
  id,
  displayName: `Guest ${id}`,
  email: `${id}@example.com`,
  isMember,
});

const invitation = (guests: ReturnType<typeof guest>[]) => ({ guests }) as unknown as TInvitation;

describe('checkInvitationForm', () => {
  const valid = { email: '', days: '7', uses: '', shareHistory: false };

  it('takes empty optional fields and a whole number of days', () => {
    expect(checkInvitationForm(valid, true)).toEqual({});
    expect(checkInvitationForm({ ...valid, email: ' ann@example.com ', uses: '3' }, true)).toEqual(
      {},
    );
  });

  it('refuses an address that is not one, and days out of 1 to 30', () => {
    const found = checkInvitationForm({ ...valid, email: 'ann@', days: '31' }, false);
    expect(found.email).toMatch(/^Enter an e-mail address/);
    expect(found.days).toBe('Enter a whole number of days from 1 to 30');
    expect(checkInvitationForm({ ...valid, days: '1.5' }, false).days).toBeDefined();
    expect(checkInvitationForm({ ...valid, days: '0' }, false).days).toBeDefined();
  });

  it('checks the uses for a group only', () => {
    expect(checkInvitationForm({ ...valid, uses: '101' }, true).uses).toBe(
      'Enter a whole number from 1 to 100, or leave it empty',
    );
    expect(checkInvitationForm({ ...valid, uses: '101' }, false)).toEqual({});
  });
});

describe('toNewInvitation', () => {
  it('leaves out what is empty', () => {
    expect(toNewInvitation({ email: '  ', days: '7', uses: ' ', shareHistory: false })).toEqual({
      expiresInDays: 7,
    });
    expect(
      toNewInvitation({ email: ' ann@example.com ', days: '3', uses: '2', shareHistory: true }),
    ).toEqual({
      email: 'ann@example.com',
      expiresInDays: 3,
      maxUses: 2,
      shareHistory: true,
    });
  });
});

describe('withdrawQuestion', () => {
  it('says how many guests still in the conversation leave with the link', () => {
    expect(withdrawQuestion(null)).toBe('Withdraw this invitation? The link stops working.');
    expect(withdrawQuestion(invitation([guest('a', false)]))).toBe(
      'Withdraw this invitation? The link stops working.',
    );
    expect(withdrawQuestion(invitation([guest('a', true), guest('b', false)]))).toMatch(
      / The guest who joined by it leaves the conversation at once\.$/,
    );
    expect(withdrawQuestion(invitation([guest('a', true), guest('b', true)]))).toMatch(
      / The 2 guests who joined by it leave the conversation at once\.$/,
    );
  });
});
