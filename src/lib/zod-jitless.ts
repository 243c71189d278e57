// `zod`, configured before any schema exists: vite.config.ts resolves every `import … from 'zod'` of the
// app (and of Vitest) to this module, so its configuration runs before the first schema is built, however
// the bundler orders chunks. Zod compiles object parsers with `new Function` unless `jitless` is set; the
// production CSP has no 'unsafe-eval', and even Zod's guarded probe for eval is reported as a CSP
// violation. The interpreted parsers give the same results.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
