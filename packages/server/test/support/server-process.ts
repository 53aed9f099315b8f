import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { TEST_SEAL_PASSWORD, testSealP12 } from './seal.ts';
import { SUPERADMIN_TOTP_SECRET, freshTotpCode } from './totp.ts';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves the base URL once the server prints that it is ready; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves when the process ends, with its exit code (null when killed) and what it printed. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  output: () => string;
}

/**
 * `npm start`'s server as a real process (node + tsx, as scripts/start.mjs runs it), on a free
 * port, optionally as an unprivileged user: root ignores read-only folders.
 */
export function startServerProcess(
  dataDir: string,
  options: { env?: Record<string, string>; user?: string } = {},
): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERADMIN_EMAIL: 'root@example.com',
    SUPERADMIN_PASSWORD: 'superadmin-password',
    SUPERADMIN_TOTP_SECRET,
    SCRYPT_COST: '1024',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...options.env,
  };
  // On PostgreSQL a server never makes its own sealing certificate (several processes must share
  // one): every process of a test gets the same test certificate, as a deployment sets SIGNING_P12.
  if (env.DATABASE_URL && !env.SIGNING_P12) {
    env.SIGNING_P12 = testSealP12();
    env.SIGNING_P12_PASSWORD = TEST_SEAL_PASSWORD;
  }
  const args = ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')];
  const child = options.user
    ? spawn('runuser', ['-u', options.user, '--', process.execPath, ...args], {
        cwd: serverRoot,
        env,
      })
    : spawn(process.execPath, args, { cwd: serverRoot, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    output: string;
  }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    }, 50);
    void exited.then(({ code, signal }) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

/** Stops a server process and waits for it. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

export const SUPERADMIN = { email: 'root@example.com', password: 'superadmin-password' };

/** A JSON call to a server process's API: the status and the parsed body. */
export async function callApi<T>(
  base: string,
  method: string,
  route: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const answer = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

/** The superadmin's token on a server process: its password, then an authenticator code. */
export async function superadminToken(base: string): Promise<string> {
  const { body } = await callApi<{ challenge: { id: string } }>(
    base,
    'POST',
    '/auth/login',
    undefined,
    SUPERADMIN,
  );
  // Processes of one cluster share the database, hence the steps used: one key for them all.
  const code = await freshTotpCode('server processes', SUPERADMIN_TOTP_SECRET);
  return (
    await callApi<{ token: string }>(base, 'POST', '/auth/login/second-factor', undefined, {
      challenge: body.challenge.id,
      code,
    })
  ).body.token;
}

/**
 * Providers signed up, approved and signed in on a server process, and a group of them all (the
 * first owns it): where the chat fault cases write.
 */
export async function providersInGroup(
  base: string,
  count: number,
): Promise<{ providers: { id: string; token: string }[]; channelId: string }> {
  const admin = await superadminToken(base);
  const providers: { id: string; token: string }[] = [];
  for (let n = 0; n < count; n += 1) {
    const email = `sender.${n}@example.com`;
    const signup = await callApi<{ data: { id: string } }>(
      base,
      'POST',
      '/auth/provider-signup',
      undefined,
      {
        fullName: `Sender ${n}`,
        email,
        password: 'pass word 1',
        licenseNo: `LIC-${n}-${Date.now()}`,
      },
    );
    await callApi(base, 'PATCH', '/auth/approve-user', admin, { userId: signup.body.data.id });
    const login = await callApi<{ token: string }>(base, 'POST', '/auth/login', undefined, {
      email,
      password: 'pass word 1',
    });
    providers.push({ id: signup.body.data.id, token: login.body.token });
  }
  const [owner, ...others] = providers;
  if (!owner) throw new Error('no provider');
  const group = await callApi<{ data: { id: string } }>(
    base,
    'POST',
    '/chat/channels',
    owner.token,
    {
      type: 'group',
      name: 'Burst',
      memberIds: others.map((provider) => provider.id),
    },
  );
  return { providers, channelId: group.body.data.id };
}
