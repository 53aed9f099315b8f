// The entry of a PDF worker thread (pool.ts): TypeScript is loaded through tsx, as in the server's
// own thread, then the jobs of jobs.ts are offered by name (piscina awaits each).
import { register } from 'tsx/esm/api';

register();
const jobs = import('./jobs.ts');

export const seal = jobs.then((module) => module.seal);
export const checkPdf = jobs.then((module) => module.checkPdf);
export const checkSeal = jobs.then((module) => module.checkSeal);
export const readonlyFit = jobs.then((module) => module.readonlyFit);
