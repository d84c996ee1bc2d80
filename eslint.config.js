import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import transactionHandle from './eslint-rules/transaction-handle.js';

/**
 * Outside server/services, a group of services is reached through its face
 * (server/services/<group>/index.ts, decision 065), never a file inside it.
 */
const faceOnly = {
  regex: '(^|/)services/[a-z-]+/',
  message: 'Import a group of services through its face (server/services/<group>, its index.ts), not a file inside it.',
};

/** One no-restricted-imports rule per layer, from what the layer must not import. */
function layerRules(layers) {
  return layers.map(({ files, forbid }) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: forbid.map(({ regex, message }) => ({ regex, message })),
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'bench/floor/build/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // No import cycle anywhere in the product code (decision 065): a cycle is
  // how a floor plan decays, and a runtime loop (a module read before it has
  // finished loading) is the bug it hides. Test: tests/unit/floor-plan-lint.test.ts.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'domain/**/*.ts', 'db/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], tsconfig: { configFile: './tsconfig.json' } }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A transaction's statements go through its handle (decision 065). Test:
  // tests/unit/floor-plan-lint.test.ts.
  {
    files: ['server/**/*.ts', 'db/**/*.ts', 'scripts/**/*.ts'],
    plugins: { local: { rules: { 'transaction-handle': transactionHandle } } },
    rules: { 'local/transaction-handle': 'error' },
  },
  // The layers of docs/decisions/006-layers-held-by-lint.md (its map of who
  // may import whom), held here: each entry names what a layer must never
  // import. Test: tests/unit/layers-lint.test.ts lints a deliberately bad file per rule.
  ...layerRules([
    {
      layer: 'domain',
      files: ['domain/**/*.{ts,tsx}'],
      forbid: [{ regex: '(^|/)(app|server|db)/|^~/', message: 'domain/ is the leaf: it imports nothing of app, server or db.' }],
    },
    {
      layer: 'db',
      files: ['db/**/*.ts'],
      forbid: [{ regex: '(^|/)(app|server)/|^~/', message: 'db/ knows tables only; it reads the vocabulary from domain/.' }],
    },
    {
      layer: 'app',
      files: ['app/**/*.{ts,tsx}'],
      forbid: [
        { regex: '(^|/)db/', message: 'Routes and components never import db/: call a procedure (context.api).' },
        {
          regex: '(^|/)server/services/',
          message:
            'Routes and components reach the domain through procedures (context.api), types included: a procedure output type comes from app/utils/procedure-outputs.ts.',
        },
        {
          regex: '(^|/)server/(storage|legacy|uploads)/',
          message:
            'Routes and components reach files and the domain through the load context (context.submitUpload, context.api), not storage, the upload edge or the legacy adapter.',
        },
      ],
    },
    {
      // Narrower than app/ as a whole: a component gets the types of what a
      // procedure answers from the router (app/utils/procedure-outputs.ts), not
      // from the services behind it. The flat config applies the last matching
      // entry's options for a rule, so this one repeats app/'s patterns.
      layer: 'components',
      files: ['app/components/**/*.{ts,tsx}'],
      forbid: [
        { regex: '(^|/)db/', message: 'Routes and components never import db/: call a procedure (context.api).' },
        {
          regex: '(^|/)server/(services|storage|legacy|uploads)/',
          message:
            'Components import nothing of services, storage, the upload edge or the legacy adapter, types included: a procedure output type comes from app/utils/procedure-outputs.ts.',
        },
      ],
    },
    {
      layer: 'procedures',
      files: ['server/api/**/*.ts'],
      forbid: [
        {
          regex: '(^|/)db/',
          message:
            'Procedures never query tables: the query lives in a service in server/services (the handle type comes from server/services/handle.ts).',
        },
        faceOnly,
      ],
    },
    {
      layer: 'http',
      files: ['server/http/**/*.ts'],
      forbid: [
        {
          regex: '(^|/)services/',
          message:
            'server/http imports no service: pure rules come from domain/, anything else is handed in by server/app.ts or reached through a procedure.',
        },
      ],
    },
    {
      // The upload edge: receiving files (multipart, tus, claims, limits) for
      // every transport; the procedures, not this, decide what is stored.
      layer: 'uploads',
      files: ['server/uploads/**/*.ts'],
      forbid: [
        {
          regex: '(^|/)(services|legacy)/|(^|/)db/|(^|/)app/|^~/',
          message:
            "server/uploads receives files only: document rules come from domain/, storing them is a procedure's (server/api).",
        },
      ],
    },
    {
      layer: 'services',
      files: ['server/services/**/*.ts'],
      forbid: [
        { regex: '(^|/)app/|^~/', message: 'Services never import routes or components; shared rules live in domain/.' },
        {
          regex: '(^|/)(legacy|http|api|uploads)/',
          message: 'Services never import transports (legacy, http, uploads) or the procedures.',
        },
      ],
    },
    {
      layer: 'storage',
      files: ['server/storage/**/*.ts'],
      forbid: [
        { regex: '(^|/)(services|api|legacy|http|uploads)/|(^|/)app/', message: 'Storage moves files and knows no service.' },
      ],
    },
    {
      layer: 'legacy',
      files: ['server/legacy/**/*.ts'],
      forbid: [
        {
          regex: '(^|/)services/|(^|/)db/',
          message:
            'The legacy adapter reaches the domain only through procedures (legacyCaller); what it needs of a service (who holds a token) is handed in by server/app.ts.',
        },
      ],
    },
    {
      // The wiring (server/*.ts), the mail sender, scripts and the bench use
      // what a group of services offers, through its face.
      layer: 'service users',
      files: ['server/*.ts', 'server/mail/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
      forbid: [faceOnly],
    },
  ]),
  // Vitest shares each worker's modules among the files it runs (isolate:
  // false, docs/decisions/063-headless-shell-and-shared-test-modules.md), so a
  // test must not change what a module or the process holds for the next file.
  // Test: tests/unit/shared-modules-lint.test.ts.
  {
    files: ['tests/{unit,integration,support}/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: `vi.${property} would leak into the next test file of the worker (isolate: false, decision 063): give the test its own database file or server process instead.`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            'Setting process.env would leak into the next test file of the worker (isolate: false, decision 063): pass the setting to the server process the test starts.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', URL: 'readonly' } },
  },
);
