// `npm test`: every check the project has, in order. Each step runs even when an earlier one
// failed, so one run shows everything that is wrong; the exit code is non-zero on any failure.
// Each step has a time budget (`minutes`, at least 1.4 times what it takes on CI's fresh 2-core
// machine): a step that outgrows it is stopped and fails, so that the whole run stays well inside
// CI's limit and a hang names its step.
// Before the steps it installs the Debian programs the suites need (as root: ensure-tools.mjs) and
// starts a PostgreSQL and a Redis for the run (test-services.mjs), stopped when the run ends, is
// interrupted (Ctrl+C) or is told to stop (SIGTERM). What cannot be had is reported as skipped in
// the summary, with the command that installs it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { ensureTools, installCommand, requireTools, TEST_TOOLS } from './ensure-tools.mjs';
import { startTestServices } from './test-services.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));

/** A Vitest run (a project of the root config, or a config of its own) with a JSON report. */
const vitest = (name, minutes, selection) => ({
  name,
  minutes,
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...selection,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
  ],
  report: path.join(reportDir, `${name}.json`),
});
const project = (name, minutes) => vitest(`vitest ${name}`, minutes, ['--project', name]);
const config = (name, minutes, file) => vitest(name, minutes, ['-c', file]);

// The programs the suites need: installed now when missing and we may, in one apt-get call.
const stillMissing = ensureTools();
const services = await startTestServices();
Object.assign(process.env, services.variables);
process.on('exit', services.stop);
const missing = (names) => stillMissing.filter((tool) => names.includes(tool.name));

/** Why the cluster suite cannot run here, or undefined when it can. */
function clusterSkipReason() {
  const lacking = [
    !process.env.TEST_DATABASE_URL && 'PostgreSQL',
    !process.env.TEST_REDIS_URL && 'Redis',
    missing(['nginx']).length > 0 && 'nginx',
  ].filter(Boolean);
  if (lacking.length === 0) return undefined;
  const tools = TEST_TOOLS.filter((tool) =>
    ['postgres', 'redis-server', 'nginx'].includes(tool.name),
  ).filter((tool) => !tool.isPresent());
  return `needs ${lacking.join(', ')}${tools.length > 0 ? `; install with: ${installCommand(tools)}` : ''}`;
}

const steps = [
  { name: 'typecheck', minutes: 3, command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', minutes: 2, command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'format', minutes: 1, command: 'npm', args: ['run', '--silent', 'format:check'] },
  project('unit', 2),
  // Size budgets (issue 12): a production build of the app, then size-limit (.size-limit.mjs).
  // The end-to-end step serves this build (E2E_SKIP_BUILD) when the step passed.
  { name: 'size', minutes: 3, command: 'npm', args: ['run', '--silent', 'size'] },
  // PGlite, and PostgreSQL for the suites whose SQL could differ (see packages/server/test).
  // Two forks: the suites wait on sockets and PostgreSQL as much as they compute (261 s -> 155 s).
  // Issue 37's suites: 406 s on a fresh clone; the budget is about 1.4 times that.
  {
    ...vitest('vitest server', 10, ['--project', 'server', '--maxWorkers=2']),
    tools: ['pdfsig', 'qpdf', 'openssl'],
  },
  // Real server processes killed with kill -9, a locked, read-only and full DATA_DIR.
  config('faults', 5, 'packages/server/vitest.faults.config.ts'),
  // Three server processes behind nginx, on the run's PostgreSQL and Redis.
  {
    ...config('cluster', 2, 'packages/server/vitest.cluster.config.ts'),
    tools: ['openssl'],
    skipReason: clusterSkipReason,
  },
  // 887 stories: 557 and 688 s in two fresh-clone runs of issue 34 (the budget is 1.3 times the slower).
  { ...project('storybook', 15), tools: ['chromium', 'emoji font'] },
  // Builds Storybook and opens every docs page in Chromium (scripts/storybook-docs): no errors, every
  // story on its page and drawn once in the build, each in the colour mode it asks for.
  {
    ...config('storybook docs', 6, 'scripts/storybook-docs/vitest.config.ts'),
    tools: ['chromium'],
  },
  {
    name: 'end-to-end',
    minutes: 16,
    command: 'npm',
    args: ['run', '--silent', 'test:e2e'],
    env: () => ({
      E2E_JSON_REPORT: path.join(reportDir, 'e2e.json'),
      ...(results.find((result) => result.name === 'size')?.ok ? { E2E_SKIP_BUILD: '1' } : {}),
    }),
    playwrightReport: path.join(reportDir, 'e2e.json'),
    tools: ['chromium'],
  },
];

// `npm test -- cluster faults` runs the named steps alone (while working on them).
const only = process.argv.slice(2);
const chosen = only.length > 0 ? steps.filter((step) => only.includes(step.name)) : steps;

/** The process group of the step that runs, for the signal handlers below. */
let runningGroup;
/** The exit code of a run that was interrupted (Ctrl+C, SIGTERM). */
let interruptedWith;
const signalGroup = (signal) => {
  try {
    if (runningGroup) process.kill(-runningGroup, signal);
  } catch {
    // The group has ended already.
  }
};

/**
 * Runs a step in a process group of its own. Past its budget the whole group is stopped (SIGTERM,
 * then SIGKILL), not only npx: Vitest, Playwright, Chromium and the servers they started would
 * otherwise go on taking the CPU from the next steps.
 */
function runWithinBudget(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env?.() },
      detached: true,
    });
    runningGroup = child.pid;
    let overBudget = false;
    const budget = setTimeout(() => {
      overBudget = true;
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
    }, step.minutes * 60_000);
    child.on('exit', (status) => {
      clearTimeout(budget);
      runningGroup = undefined;
      resolve({ status, overBudget });
    });
  });
}

// Ctrl+C or SIGTERM: the step's group gets the same signal and 10 s to end, then the run ends
// (the 'exit' handler stops the services).
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    interruptedWith = code;
    signalGroup(signal);
    const deadline = Date.now() + 10_000;
    const waitForGroup = setInterval(() => {
      if (runningGroup && Date.now() < deadline) return;
      signalGroup('SIGKILL');
      clearInterval(waitForGroup);
      process.exit(code);
    }, 100);
  });
}

const results = [];
let tests = { passed: 0, failed: 0, skipped: 0 };
/**
 * A failure's first line. Vitest 4 reports a timeout with the stack of its call site, whose first
 * line reads "Error: STACK_TRACE_ERROR"; the duration beside it then says which limit was hit.
 */
function firstLine(message = '') {
  const line = message.split('\n')[0];
  return (line === 'Error: STACK_TRACE_ERROR' ? 'timed out (test or hook)' : line).slice(0, 300);
}
/** The failed tests' names and first message lines: the summary is what a CI log's tail shows. */
const failures = [];

for (const step of chosen) {
  console.log(`\n=== ${step.name} ===`);
  const skipReason = step.skipReason?.();
  if (skipReason) {
    console.log(`skipped: ${skipReason}`);
    results.push({ name: step.name, skipped: skipReason, seconds: 0, minutes: step.minutes });
    continue;
  }
  try {
    requireTools(step.tools ?? []);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failures.push(`${step.name}\n    ${error instanceof Error ? error.message : error}`);
    results.push({ name: step.name, ok: false, seconds: 0, minutes: step.minutes });
    continue;
  }
  const started = Date.now();
  const run = await runWithinBudget(step);
  if (interruptedWith !== undefined) process.exit(interruptedWith);
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: step.name, ok: run.status === 0, seconds, minutes: step.minutes });
  if (run.overBudget) {
    failures.push(`${step.name}\n    stopped at its time budget of ${step.minutes} min`);
  }
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    tests = {
      passed: tests.passed + report.numPassedTests,
      failed: tests.failed + report.numFailedTests,
      skipped: tests.skipped + report.numPendingTests + (report.numTodoTests ?? 0),
    };
    for (const file of report.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const seconds = ((test.duration ?? 0) / 1000).toFixed(1);
        failures.push(
          `${path.relative(process.cwd(), file.name)} > ${test.fullName} (${seconds} s)\n    ${firstLine(test.failureMessages?.[0])}`,
        );
      }
      // A file that failed before any test ran (a syntax error, a failed hook) has no failed test.
      if (file.status === 'failed' && failed.length === 0) {
        failures.push(
          `${path.relative(process.cwd(), file.name)}\n    ${(file.message ?? '').split('\n')[0]}`,
        );
      }
    }
  }
  if (step.playwrightReport && existsSync(step.playwrightReport)) {
    const report = JSON.parse(readFileSync(step.playwrightReport, 'utf8'));
    tests = {
      passed: tests.passed + (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
      failed: tests.failed + (report.stats?.unexpected ?? 0),
      skipped: tests.skipped + (report.stats?.skipped ?? 0),
    };
    const root = path.relative(process.cwd(), report.config?.rootDir ?? '');
    failures.push(...playwrightFailures(report.suites ?? [], root));
    // Errors outside any test (global setup, a file that does not load).
    for (const error of report.errors ?? []) {
      failures.push(`${step.name}\n    ${firstLine(error.message)}`);
    }
  }
}

/** Playwright's JSON report nests suites (files, describe blocks) around specs and their runs. */
function playwrightFailures(suites, root) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.ok
        ? []
        : (spec.tests ?? [])
            .filter((test) => test.status === 'unexpected')
            .map((test) => {
              const run = test.results?.at(-1);
              const seconds = ((run?.duration ?? 0) / 1000).toFixed(1);
              const message = stripVTControlCharacters(run?.error?.message ?? run?.status ?? '');
              const at = run?.error?.location ? ` at line ${run.error.location.line}` : '';
              const lines = message.split('\n').filter((line) => line.trim() !== '');
              return `${path.join(root, spec.file)}:${spec.line} > ${spec.title} (${seconds} s)${at}\n    ${lines.slice(0, 12).join('\n    ')}`;
            }),
    ),
    ...playwrightFailures(suite.suites ?? [], root),
  ]);
}

console.log('\n=== summary ===');
for (const { name, detail } of services.lines) console.log(`service  ${name.padEnd(16)} ${detail}`);
for (const tool of missing(['nginx'])) {
  console.log(`tool     ${tool.name.padEnd(16)} missing; install with: ${installCommand([tool])}`);
}
for (const { name, ok, skipped, seconds, minutes } of results) {
  if (skipped) {
    console.log(`skip  ${name.padEnd(16)} ${skipped}`);
    continue;
  }
  const budget = `(budget ${minutes} min)`;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)} s ${budget}`,
  );
}
const failedSteps = results.filter((result) => !result.ok && !result.skipped).length;
const skippedSteps = results.filter((result) => result.skipped).length;
console.log(
  `steps: ${results.length - failedSteps - skippedSteps} passed, ${failedSteps} failed, ${skippedSteps} skipped`,
);
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
if (failures.length > 0) console.log(`failed:\n  ${failures.join('\n  ')}`);
process.exit(failedSteps === 0 ? 0 : 1);
