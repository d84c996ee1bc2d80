// zod 4 probes whether it may compile validators with `new Function` (its
// "JIT"). Under our CSP (no 'unsafe-eval') the probe fails as zod expects, but
// the browser still reports a `script-src eval` violation each time a page
// loads a module that builds an object schema (the complete messages after
// load do): tests/e2e/csp.spec.ts saw it when they arrived before its check.
// jitless skips the probe. Set through zod's own global config object, before
// zod loads (it keeps an object already there), so no zod code is imported here.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
