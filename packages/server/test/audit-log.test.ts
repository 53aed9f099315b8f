import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AUDIT_EXPORT_MAX_ROWS,
  MY_AUDIT_MAX,
  SECURITY_ACTIONS,
  type TAuditEvent,
  type TAuditLogResponse,
  type TMyAuditEventsResponse,
  type TUserActionResponse,
} from '@portal/contracts';

import { auditCsv } from '../src/audit/export-csv.ts';
import { auditLog } from '../src/db/schema.ts';
import {
  createApproved,
  loginAs,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORMULA_NAME = "=cmd|' /C calc'!A0";
const WRONG_PASSWORD = 'hunter2-never-shown';

/** RFC 4180 CSV: quoted cells with doubled quotes and line breaks inside, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The export's rows as records by header name. */
const records = (text: string) => {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
};

/**
 * Issue 32: the superadmin reads every security and review event (by person, action and dates,
 * by pages) and exports them as CSV (escaped against formulas, at most 50,000 rows); every person
 * reads its own recent security events, never anyone else's.
 */
describe.each(databaseKinds)('the audit log (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  let provider: TestAccount;
  let client: TestAccount;
  let formulaId: string;
  /** An id of no account, whose rows the tests write with fixed times. */
  const dated = randomUUID();
  const unknownEmail = uniqueEmail('nobody');

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminToken(t);
    adminId = String((await t.api('POST', '/auth/get-me', { token: admin })).body.userId);
    provider = await createApproved(t, 'provider', 'audited');
    client = await createApproved(t, 'client', 'bystander');
    await t.api('POST', '/auth/login', {
      json: { email: provider.email, password: WRONG_PASSWORD },
      headers: { 'user-agent': CHROME_LINUX },
    });
    await t.api('POST', '/auth/login', { json: { email: unknownEmail, password: WRONG_PASSWORD } });
    await t.api('POST', '/auth/login', {
      json: { email: provider.email, password: provider.password },
      headers: { 'user-agent': CHROME_LINUX },
    });
    // The superadmin ends the provider's sessions: the provider's event, done by someone else.
    await t.api('DELETE', `/users/${provider.id}/sessions`, { token: admin });
    provider.token = await loginAs(t, provider.email, provider.password);
    const signup = await t.api<TUserActionResponse>('POST', '/auth/client-signup', {
      json: { fullName: FORMULA_NAME, email: uniqueEmail('formula'), password: 'pass word 1' },
    });
    formulaId = signup.body.data.id;
    await t.api('PATCH', '/auth/reject-user', {
      token: admin,
      json: { userId: formulaId, reason: 'Not a client, "sorry", of ours' },
    });
    // Three rows of a person at fixed times: the evening of 10 Jan, the last second of 11 Jan,
    // midnight of 12 Jan (UTC).
    await t.server.ctx.db.insert(auditLog).values(
      ['2026-01-10T20:00:00Z', '2026-01-11T23:59:59Z', '2026-01-12T00:00:00Z'].map((at) => ({
        createdAt: new Date(at),
        action: 'login.success',
        actorId: dated,
        actorName: 'Dated Person',
        ip: '-1+2',
        userAgent: '@SUM(1+1)',
      })),
    );
  });
  afterAll(() => t.close());

  const list = async (query: string, token = admin) => {
    const answer = await t.api<TAuditLogResponse>('GET', `/audit-log${query}`, { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const mine = async (token: string) => {
    const answer = await t.api<TMyAuditEventsResponse>('GET', '/audit-log/mine', { token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };
  const involves = (id: string) => (event: TAuditEvent) =>
    event.actor?.id === id || event.target?.id === id;

  it('lists every event newest first: who, whom, address, device and what happened', async () => {
    const { data, total } = await list('?limit=100');
    expect(total).toBeGreaterThanOrEqual(data.length);
    const times = data.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    const failure = data.find(
      (event) => event.action === 'login.failure' && event.actor?.id === provider.id,
    );
    expect(failure).toMatchObject({
      actor: { id: provider.id, name: provider.fullName },
      target: null,
      summary: `${provider.email}: wrong password`,
    });
    expect(failure?.ip).toBeTruthy();
    expect(
      data.find((event) => event.action === 'login.success' && event.userAgent === CHROME_LINUX),
    ).toMatchObject({ actor: { id: provider.id }, device: 'Chrome on Linux', summary: '' });
    expect(data.find((event) => event.summary.startsWith(unknownEmail))).toMatchObject({
      action: 'login.failure',
      actor: null,
      summary: `${unknownEmail}: no account has this e-mail`,
    });
    expect(
      data.find((event) => event.action === 'user.approve' && event.target?.id === provider.id),
    ).toMatchObject({ actor: { id: adminId }, summary: 'pending → approved' });
    expect(
      data.find((event) => event.action === 'user.reject' && event.target?.id === formulaId)
        ?.summary,
    ).toBe('pending → rejected; reason: Not a client, "sorry", of ours');
    // The summary is built from known keys: no password tried, no session id.
    const text = JSON.stringify(data);
    expect(text).not.toContain(WRONG_PASSWORD);
    expect(text).not.toMatch(/sessionId|sessionIds/);
  });

  it('filters by person: the rows where the account acted or was acted on', async () => {
    const { data, total } = await list(`?person=${provider.id}&limit=100`);
    expect(total).toBe(data.length);
    expect(data.length).toBeGreaterThan(3);
    expect(data.every(involves(provider.id))).toBe(true);
    const actions = new Set(data.map((event) => event.action));
    expect(actions).toEqual(
      new Set(['user.approve', 'login.success', 'login.failure', 'session.end']),
    );
  });

  it('filters by action', async () => {
    const { data } = await list('?action=login.failure&limit=100');
    expect(data.length).toBe(2);
    expect(data.every((event) => event.action === 'login.failure')).toBe(true);
    const { data: both } = await list(`?action=session.end&person=${provider.id}`);
    expect(both).toHaveLength(1);
    expect(both[0]).toMatchObject({
      actor: { id: adminId },
      target: { id: provider.id },
      // Its sessions of createApproved and of the sign-in above.
      summary: '2 sessions: ended by the administrator',
    });
  });

  it('filters by dates: a day is the whole UTC day, an instant is exact, zones are honoured', async () => {
    const at = async (query: string) =>
      (await list(`?person=${dated}${query}`)).data.map((event) => event.at);
    expect(await at('&from=2026-01-11&to=2026-01-11')).toEqual(['2026-01-11T23:59:59.000Z']);
    expect(await at('&from=2026-01-11')).toEqual([
      '2026-01-12T00:00:00.000Z',
      '2026-01-11T23:59:59.000Z',
    ]);
    expect(await at('&to=2026-01-10')).toEqual(['2026-01-10T20:00:00.000Z']);
    expect(await at('&from=2026-01-11T23:59:59Z&to=2026-01-12T00:00:00Z')).toEqual([
      '2026-01-12T00:00:00.000Z',
      '2026-01-11T23:59:59.000Z',
    ]);
    // 02:00 on 12 Jan in UTC+2 is midnight UTC: the midnight row and after.
    expect(await at('&from=2026-01-12T02:00%2B02:00')).toEqual(['2026-01-12T00:00:00.000Z']);
    expect(await at('&from=2026-01-13')).toEqual([]);
  });

  it('pages on the server: each page its rows, the total on every page', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`?person=${dated}&limit=2&page=${page}`)),
    );
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page.data.length)).toEqual([2, 1, 0]);
    expect(pages.map((page) => [page.page, page.limit])).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    const ids = pages.flatMap((page) => page.data.map((event) => event.id));
    expect(new Set(ids).size).toBe(3);
  });

  it('exports CSV: a header, UTC times, the filters, quoting, and formulas made harmless', async () => {
    const response = await fetch(`${t.url}/api/v1/audit-log/export.csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-log-${day}.csv"; filename*=UTF-8''audit-log-${day}.csv`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'time_utc,action,event,actor_id,actor_name,target_id,target_name,ip,device,user_agent,summary',
    );
    const rows = records(text);
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows)
      expect(row.time_utc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const rejected = rows.find((row) => row.action === 'user.reject');
    expect(rejected?.target_name).toBe(`'${FORMULA_NAME}`);
    expect(rejected?.summary).toBe('pending → rejected; reason: Not a client, "sorry", of ours');
    expect(text).toContain(`,'${FORMULA_NAME},`);
    expect(text).toContain('"pending → rejected; reason: Not a client, ""sorry"", of ours"');
    const datedRow = rows.find((row) => row.actor_id === dated);
    expect(datedRow).toMatchObject({ ip: "'-1+2", user_agent: "'@SUM(1+1)", event: 'Signed in' });

    const filtered = await t.api('GET', `/audit-log/export.csv?person=${dated}&from=2026-01-11`, {
      token: admin,
    });
    expect(records(filtered.text).map((row) => row.time_utc)).toEqual([
      '2026-01-12T00:00:00.000Z',
      '2026-01-11T23:59:59.000Z',
    ]);
  });

  it('refuses the log and its export to every role but the superadmin (403)', async () => {
    for (const token of [provider.token, client.token]) {
      for (const path of ['/audit-log', '/audit-log/export.csv']) {
        const answer = await t.api('GET', path, { token });
        expect(answer.status, path).toBe(403);
        expect(answer.body.message).toBe('This action is for the superadmin role only.');
      }
    }
    expect((await t.api('GET', '/audit-log')).status).toBe(401);
  });

  it("shows each person its own security events only, the superadmin's own included", async () => {
    const providers = await mine(provider.token);
    expect(providers.length).toBeGreaterThan(2);
    expect(providers.every(involves(provider.id))).toBe(true);
    expect(
      providers.every((event) => (SECURITY_ACTIONS as readonly string[]).includes(event.action)),
    ).toBe(true);
    // Its sign-ins and failures, and the sessions the superadmin ended; not its approval.
    expect(new Set(providers.map((event) => event.action))).toEqual(
      new Set(['login.success', 'login.failure', 'session.end']),
    );
    const clients = await mine(client.token);
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every(involves(client.id))).toBe(true);
    expect(clients.some(involves(provider.id))).toBe(false);
    // The superadmin's own sign-ins, not what it did to others (reviews, sessions it ended).
    const admins = await mine(admin);
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((event) => event.actor?.id === adminId && event.target === null)).toBe(
      true,
    );
  });

  it("keeps one's own events to the last 30 days and the newest 50", async () => {
    const person = await createApproved(t, 'client', 'busy');
    const now = Date.now();
    await t.server.ctx.db.insert(auditLog).values([
      { createdAt: new Date(now - 31 * 86_400_000), action: 'login.success', actorId: person.id },
      ...Array.from({ length: MY_AUDIT_MAX + 5 }, (_, i) => ({
        createdAt: new Date(now - (i + 1) * 60_000),
        action: 'login.failure',
        actorId: person.id,
        detail: { email: person.email, reason: 'wrong-password' },
      })),
    ]);
    const events = await mine(person.token);
    expect(events).toHaveLength(MY_AUDIT_MAX);
    const oldest = Date.parse(events.at(-1)?.at ?? '');
    expect(now - oldest).toBeLessThan(30 * 86_400_000);
  });

  it('reads a long export in chunks without losing or repeating rows that share an instant', async () => {
    const person = randomUUID();
    const base = Date.parse('2025-06-01T12:00:00Z');
    // Three rows per instant: a chunk boundary falls between rows of one instant.
    await t.server.ctx.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        createdAt: new Date(base - Math.floor(i / 3) * 1000),
        action: 'login.success',
        actorId: person,
        actorName: `row ${i}`,
      })),
    );
    let text = '';
    for await (const piece of auditCsv(
      t.server.ctx.db,
      { person },
      { chunkRows: 7, maxRows: 25 },
    )) {
      text += piece;
    }
    const names = records(text.slice(1)).map((row) => row.actor_name);
    expect(names).toHaveLength(25);
    expect(new Set(names).size).toBe(25);
    expect(names.every((name) => Number(name?.slice(4)) < 27)).toBe(true);
  });

  it(`exports at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} rows, the newest`, async () => {
    const person = randomUUID();
    const rows = AUDIT_EXPORT_MAX_ROWS + 10;
    await t.server.ctx.db.execute(sql`
      insert into audit_log (created_at, action, actor_id, actor_name)
      select timestamptz '2025-01-01T00:00:00Z' - (i / 3) * interval '1 second',
             'login.success', ${person}::uuid, 'row ' || i
      from generate_series(1, ${rows}) as i`);
    const started = performance.now();
    const answer = await t.api('GET', `/audit-log/export.csv?person=${person}`, { token: admin });
    const took = performance.now() - started;
    expect(answer.status).toBe(200);
    const exported = records(answer.text);
    expect(exported).toHaveLength(AUDIT_EXPORT_MAX_ROWS);
    const numbers = exported.map((row) => Number(row.actor_name?.slice(4)));
    expect(new Set(numbers).size).toBe(AUDIT_EXPORT_MAX_ROWS);
    expect(Math.max(...numbers)).toBe(AUDIT_EXPORT_MAX_ROWS);
    console.info(`audit export (${kind}): ${AUDIT_EXPORT_MAX_ROWS} rows in ${took.toFixed(0)} ms`);
  }, 120_000);
});
