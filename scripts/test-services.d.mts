// Types of test-services.mjs (plain JavaScript, so that `npm test` runs it with Node alone).
export const STATE_ROOT: string;
export function debianPostgresDirs(): string[];
export function findCommands(
  commands: string[],
  options: { searchPath?: string; extraDirs?: string[] },
): string | undefined;
export function freePort(): Promise<number>;
export function stopServices(dir: string): void;
export function cleanLeftovers(stateRoot?: string): string[];
export const SERVICES: Record<'postgres' | 'redis', { commands: string[]; debianPackage: string }>;

export interface ServiceLine {
  name: string;
  ran: boolean;
  detail: string;
}
export interface TestServices {
  variables: { TEST_DATABASE_URL?: string; TEST_REDIS_URL?: string };
  lines: ServiceLine[];
  dir: string;
  stop: () => void;
}
export function startTestServices(options?: {
  env?: Record<string, string | undefined>;
  stateRoot?: string;
  searchPath?: string;
  postgresDirs?: string[];
  isRoot?: boolean;
}): Promise<TestServices>;
