// `npm test`: every check the project has, in order. Each step runs even when an earlier one
// failed, so one run shows everything that is wrong; the exit code is non-zero on any failure.
// Each step has a time budget (`minutes`, at least 1.4 times what it takes on CI's fresh 2-core
// machine): a step that outgrows it is stopped and fails, so that the whole run stays well inside
// CI's limit and a hang names its step. Their sum is a ceiling; a run takes about 40 minutes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { ensureChromium } from './ensure-chromium.mjs';
import { ensureTools } from './ensure-tools.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));

/** A Vitest project, with a JSON report so that the summary can count its tests. */
const vitest = (project, minutes) => ({
  name: `vitest ${project}`,
  minutes,
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, `${project}.json`)}`,
  ],
  report: path.join(reportDir, `${project}.json`),
});

const steps = [
  { name: 'typecheck', minutes: 3, command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', minutes: 2, command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'format', minutes: 1, command: 'npm', args: ['run', '--silent', 'format:check'] },
  vitest('unit', 2),
  // Size budgets (issue 12): a production build of the app, then size-limit (.size-limit.mjs).
  { name: 'size', minutes: 3, command: 'npm', args: ['run', '--silent', 'size'] },
  ...(existsSync('packages/server/vitest.config.ts')
    ? [{ ...vitest('server', 7), needsTools: true }]
    : []),
  // Real server processes killed with kill -9, a locked, read-only and full DATA_DIR.
  {
    name: 'faults',
    minutes: 3,
    command: 'npx',
    args: [
      'vitest',
      'run',
      '-c',
      'packages/server/vitest.faults.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reportDir, 'faults.json')}`,
    ],
    report: path.join(reportDir, 'faults.json'),
  },
  // Three server processes behind nginx: needs the PostgreSQL and Redis that CI starts.
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [
        {
          name: 'cluster',
          minutes: 2,
          needsTools: true,
          command: 'npx',
          args: [
            'vitest',
            'run',
            '-c',
            'packages/server/vitest.cluster.config.ts',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${path.join(reportDir, 'cluster.json')}`,
          ],
          report: path.join(reportDir, 'cluster.json'),
        },
      ]
    : []),
  { ...vitest('storybook', 13), needsBrowser: true },
  // Builds Storybook and opens every docs page in Chromium (scripts/storybook-docs): no errors, every
  // story shown, each in the colour mode it asks for.
  {
    name: 'storybook docs',
    minutes: 16,
    command: 'npx',
    args: [
      'vitest',
      'run',
      '-c',
      'scripts/storybook-docs/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reportDir, 'storybook-docs.json')}`,
    ],
    report: path.join(reportDir, 'storybook-docs.json'),
    needsBrowser: true,
  },
  ...(existsSync('e2e/playwright.config.ts')
    ? [
        {
          name: 'end-to-end',
          minutes: 16,
          command: 'npm',
          args: ['run', '--silent', 'test:e2e'],
          env: { E2E_JSON_REPORT: path.join(reportDir, 'e2e.json') },
          playwrightReport: path.join(reportDir, 'e2e.json'),
          needsBrowser: true,
        },
      ]
    : []),
];

/**
 * Runs a step in a process group of its own. Past its budget the whole group is stopped (SIGTERM,
 * then SIGKILL), not only npx: Vitest, Playwright, Chromium and the servers they started would
 * otherwise go on taking the CPU from the next steps.
 */
function runWithinBudget(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
      detached: true,
    });
    let overBudget = false;
    let interrupted = false;
    const stopGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group has ended already.
      }
    };
    const budget = setTimeout(() => {
      overBudget = true;
      stopGroup('SIGTERM');
      setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
    }, step.minutes * 60_000);
    // Ctrl-C reaches the step's own group too, and ends the run.
    const interrupt = () => {
      interrupted = true;
      stopGroup('SIGINT');
    };
    process.on('SIGINT', interrupt);
    child.on('exit', (status) => {
      clearTimeout(budget);
      process.off('SIGINT', interrupt);
      resolve({ status, overBudget, interrupted });
    });
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

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  if (step.needsBrowser || step.needsTools) {
    try {
      if (step.needsBrowser) ensureChromium();
      if (step.needsTools) ensureTools();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      results.push({ name: step.name, ok: false, seconds: 0, minutes: step.minutes });
      continue;
    }
  }
  const started = Date.now();
  const run = await runWithinBudget(step);
  if (run.interrupted) process.exit(130);
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
for (const { name, ok, seconds, minutes } of results) {
  const budget = `(budget ${minutes} min)`;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)} s ${budget}`,
  );
}
const failedSteps = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped`);
if (failures.length > 0) console.log(`failed:\n  ${failures.join('\n  ')}`);
process.exit(failedSteps === 0 ? 0 : 1);
