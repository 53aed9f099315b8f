import type { TChatContactsResponse, TClient } from '@portal/contracts';

/** A client a document can be sent to: its account id and how the provider knows it. */
export interface ShareableClient {
  /** The client's account id (what the share endpoint takes). */
  accountId: string;
  fullName: string;
  email: string;
}

type Contact = TChatContactsResponse['data'][number];

/**
 * The provider's client records whose client has an account, as the server decides it: the
 * account linked by the license sign-up, or an approved client account with the record's e-mail
 * (the people the provider may reach, from the chat's contacts). By name; each account once.
 */
export function shareableClients(
  records: readonly TClient[],
  contacts: readonly Contact[],
): ShareableClient[] {
  const clientAccounts = contacts.filter((contact) => contact.role === 'client');
  const byId = new Map(clientAccounts.map((contact) => [contact.id, contact]));
  const byEmail = new Map(clientAccounts.map((contact) => [contact.email.toLowerCase(), contact]));
  const found = new Map<string, ShareableClient>();
  for (const record of records) {
    const account =
      (record.userId ? byId.get(record.userId) : undefined) ??
      byEmail.get(record.email.toLowerCase());
    if (!account || found.has(account.id)) continue;
    found.set(account.id, {
      accountId: account.id,
      fullName: record.fullName || account.fullName,
      email: account.email,
    });
  }
  return [...found.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}
