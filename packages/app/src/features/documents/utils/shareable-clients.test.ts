import { describe, expect, it } from 'vitest';

import type { TClient } from '@portal/contracts';

import { shareableClients } from './shareable-clients';

const record = (id: string, fullName: string, email: string, userId: string | null = null) =>
  ({ id, fullName, email, userId }) as TClient;
const contact = (id: string, email: string, role: 'client' | 'provider' = 'client') => ({
  id,
  fullName: `Account ${id}`,
  email,
  role,
  profileImage: null,
});

describe('shareableClients', () => {
  it('finds each record’s account by its link or by its e-mail, by name, once each', () => {
    const records = [
      record('r1', 'Zoe Linked', 'zoe@example.com', 'u1'),
      record('r2', 'Amy Mail', 'AMY@example.com'),
      record('r3', 'No Account', 'none@example.com'),
      record('r4', 'Amy Again', 'amy@example.com'),
    ];
    const contacts = [
      contact('u1', 'other@example.com'),
      contact('u2', 'amy@example.com'),
      contact('u3', 'none@example.com', 'provider'),
    ];
    expect(shareableClients(records, contacts)).toEqual([
      { accountId: 'u2', fullName: 'Amy Mail', email: 'amy@example.com' },
      { accountId: 'u1', fullName: 'Zoe Linked', email: 'other@example.com' },
    ]);
  });
});
