// The servers that `npm test` starts for its own run: a PostgreSQL (the server suites run on it
// besides PGlite) and a Redis (server processes that share their sockets and limits). Each lives
// in a scratch folder under STATE_ROOT, on a free loopback port, with durability off (test data
// only), for the whole run; stopServices ends them, and a run killed before it could is cleaned
// up by the next one (cleanLeftovers). A variable that is already set (TEST_DATABASE_URL,
// TEST_REDIS_URL) points the suites at that server instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const STATE_ROOT = path.join(os.tmpdir(), 'portal-test-services');

/** Debian's folders for PostgreSQL's server programs, which it keeps off the PATH. */
export const debianPostgresDirs = () => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
};

const isRootUser = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder on `searchPath` (then in `extraDirs`) that holds every one of `commands`. */
export function findCommands(commands, { searchPath = process.env.PATH ?? '', extraDirs = [] }) {
  const dirs = [...searchPath.split(path.delimiter).filter(Boolean), ...extraDirs];
  return dirs.find((dir) =>
    commands.every((command) => {
      try {
        fs.accessSync(path.join(dir, command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/** A free port on 127.0.0.1, as the system hands it out and reads it back. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command (as the `postgres` user through runuser when we are root), failing loudly. */
function run(command, args, { asPostgres = false } = {}) {
  const [file, argv] =
    asPostgres && isRootUser()
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} failed: ${(result.stderr || result.stdout || result.error?.message || '').trim()}`,
    );
  }
  return result.stdout;
}

/**
 * Starts PostgreSQL in `dir` and returns the URL of its `app_test` database (role `app`, a
 * superuser: the suites create and drop a database each). Root may not run PostgreSQL, so as root
 * the cluster belongs to the `postgres` user that Debian's package creates.
 */
async function startPostgres(dir, bin) {
  const data = path.join(dir, 'postgres');
  fs.mkdirSync(data, { mode: 0o700 });
  if (isRootUser()) {
    fs.chmodSync(dir, 0o755);
    run('chown', ['postgres:postgres', data]);
  }
  const pg = (command) => path.join(bin, command);
  run(
    pg('initdb'),
    ['-D', data, '-U', 'app', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    {
      asPostgres: true,
    },
  );
  // A port taken between freePort and the server's start is tried again with another one.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${data}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=200',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    try {
      run(
        pg('pg_ctl'),
        ['-D', data, '-l', path.join(data, 'server.log'), '-w', '-t', '60', '-o', options, 'start'],
        {
          asPostgres: true,
        },
      );
    } catch (error) {
      if (attempt === 3) throw error;
      continue;
    }
    run(pg('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', 'app_test']);
    return `postgres://app:app@127.0.0.1:${port}/app_test`;
  }
}

/** Answers whether a Redis server on `port` says PONG. */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** Starts redis-server in `dir` (no snapshots, no append-only file) and returns its URL. */
async function startRedis(dir, bin) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      path.join(bin, 'redis-server'),
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { detached: true, stdio: 'ignore' },
    );
    child.unref();
    fs.writeFileSync(path.join(dir, 'redis.pid'), String(child.pid));
    for (let wait = 0; wait < 50; wait += 1) {
      if (await redisAnswers(port)) return `redis://127.0.0.1:${port}`;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stopProcess(child.pid, 'redis-server', 'SIGKILL');
    if (attempt === 3) throw new Error(`redis-server did not answer on port ${port}`);
  }
}

/** Whether `pid` is a live process whose command line names `program`. */
function isRunning(pid, program) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return false;
  }
}

/** Signals `pid` if it is still `program`, and waits up to 5 s for it to go. */
function stopProcess(pid, program, signal) {
  if (!pid || !isRunning(pid, program)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const until = Date.now() + 5000;
  while (isRunning(pid, program) && Date.now() < until) {
    spawnSync('sleep', ['0.05']);
  }
}

/**
 * Stops what a run started in `dir` and removes the folder. Synchronous, so that it also runs in
 * an 'exit' handler. PostgreSQL gets an immediate shutdown (SIGQUIT): its data goes anyway.
 */
export function stopServices(dir) {
  const read = (file) => {
    try {
      return Number(fs.readFileSync(path.join(dir, file), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  stopProcess(read('postgres/postmaster.pid'), 'postgres', 'SIGQUIT');
  stopProcess(read('redis.pid'), 'redis-server', 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Stops and removes what runs that are gone (killed, or the machine restarted) left behind. */
export function cleanLeftovers(stateRoot = STATE_ROOT) {
  if (!fs.existsSync(stateRoot)) return [];
  const cleaned = [];
  for (const name of fs.readdirSync(stateRoot)) {
    const dir = path.join(stateRoot, name);
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(dir, 'owner'), 'utf8'));
    } catch {
      // A folder whose run died before it wrote its owner.
    }
    if (owner !== process.pid && isRunning(owner, 'node')) continue; // A run still going on.
    stopServices(dir);
    cleaned.push(dir);
  }
  return cleaned;
}

/** What each service needs, and the Debian package that ships it. */
export const SERVICES = {
  postgres: { commands: ['initdb', 'pg_ctl', 'createdb'], debianPackage: 'postgresql' },
  redis: { commands: ['redis-server'], debianPackage: 'redis-server' },
};

/**
 * Starts PostgreSQL and Redis for a run, unless a variable names a server already. Returns the
 * variables for the suites, a line per service for the summary, and the folder to stop.
 *   searchPath, postgresDirs, isRoot: where to look and who we are (the tests change them).
 */
export async function startTestServices({
  env = process.env,
  stateRoot = STATE_ROOT,
  searchPath = process.env.PATH ?? '',
  postgresDirs = debianPostgresDirs(),
  isRoot = isRootUser(),
} = {}) {
  cleanLeftovers(stateRoot);
  fs.mkdirSync(stateRoot, { recursive: true });
  const dir = fs.mkdtempSync(path.join(stateRoot, 'run-'));
  fs.writeFileSync(path.join(dir, 'owner'), String(process.pid));
  const variables = {};
  const lines = [];
  const wanted = [
    ['postgres', 'TEST_DATABASE_URL', postgresDirs, startPostgres],
    ['redis', 'TEST_REDIS_URL', [], startRedis],
  ];
  for (const [name, variable, extraDirs, start] of wanted) {
    if (env[variable]) {
      lines.push({ name, ran: true, detail: `the server that ${variable} names` });
      continue;
    }
    const { commands, debianPackage } = SERVICES[name];
    const bin = findCommands(commands, { searchPath, extraDirs });
    if (!bin) {
      const install = `${isRoot ? '' : 'sudo '}apt-get install -y ${debianPackage}`;
      const reason = isRoot
        ? 'not installed (apt-get could not install it)'
        : 'not installed, and the tests are not run as root';
      lines.push({
        name,
        ran: false,
        detail: `skipped: ${commands[0]} ${reason}; install it with: ${install}`,
      });
      continue;
    }
    try {
      variables[variable] = await start(dir, bin);
      lines.push({ name, ran: true, detail: `started for this run (${variables[variable]})` });
    } catch (error) {
      lines.push({
        name,
        ran: false,
        detail: `skipped: could not start: ${error.message.split('\n')[0]}`,
      });
    }
  }
  return { variables, lines, dir, stop: () => stopServices(dir) };
}

/** `node scripts/test-services.mjs CMD...`: runs CMD with the run's servers, as npm test does. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/test-services.mjs <command> [args...]');
    process.exit(2);
  }
  const services = await startTestServices();
  process.on('exit', services.stop);
  for (const { name, detail } of services.lines) console.error(`${name}: ${detail}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...services.variables },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
