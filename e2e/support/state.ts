import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The superadmin the e2e server is seeded with. */
export const E2E_SUPERADMIN = {
  email: 'admin@e2e.example.com',
  password: 'e2e-superadmin-password',
};

export interface E2eState {
  baseURL: string;
  dataDir: string;
}

const stateFile = path.join(tmpdir(), 'portal-e2e-state.json');

export function writeE2eState(state: E2eState): void {
  writeFileSync(stateFile, JSON.stringify(state));
}

export function readE2eState(): E2eState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as E2eState;
}
