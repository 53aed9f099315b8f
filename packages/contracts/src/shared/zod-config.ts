import { config } from 'zod';

// In a browser the app's CSP forbids eval, so zod's compiled object checks can never run there,
// and its probe for them (`new Function`) is reported as a CSP violation on the first check. The
// server keeps them: they make its request checks faster.
if ('document' in globalThis) config({ jitless: true });
