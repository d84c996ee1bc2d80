import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One no-restricted-imports rule per layer, from what the layer must not import. */
function layerRules(layers) {
  return layers.map(({ files, forbid }) => ({
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: forbid.map(({ regex, message, allowTypeImports = false }) => ({ regex, message, allowTypeImports })),
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['build/**', 'bench/floor/build/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'db/migrations/**'] },
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
  // The layers of docs (design.md, "One way through the house"), held here:
  // each entry names what a layer must never import. Test:
  // tests/unit/layers-lint.test.ts lints a deliberately bad file per rule.
  ...layerRules([
    {
      layer: 'domain',
      files: ['domain/**/*.{ts,tsx}'],
      forbid: [
        { regex: '(^|/)(app|server|db)/|^~/', message: 'domain/ is the leaf: it imports nothing of app, server or db.' },
      ],
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
          regex: '(^|/)server/(services|storage|legacy)/',
          allowTypeImports: true,
          message: 'Routes and components reach the domain through procedures (context.api), not services or storage.',
        },
      ],
    },
    {
      layer: 'services',
      files: ['server/services/**/*.ts'],
      forbid: [
        { regex: '(^|/)app/|^~/', message: 'Services never import routes or components; shared rules live in domain/.' },
        { regex: '(^|/)(legacy|http|api)/', message: 'Services never import transports (legacy, http) or the procedures.' },
      ],
    },
    {
      layer: 'storage',
      files: ['server/storage/**/*.ts'],
      forbid: [
        { regex: '(^|/)(services|api|legacy|http)/|(^|/)app/', message: 'Storage moves files and knows no service.' },
      ],
    },
    {
      layer: 'legacy',
      files: ['server/legacy/**/*.ts'],
      forbid: [
        {
          // services/auth: who is calling (x-auth-token), read like every transport reads its session.
          regex: '(^|/)services/(?!auth$)|(^|/)db/',
          allowTypeImports: true,
          message: 'The legacy adapter reaches the domain only through procedures (legacyCaller).',
        },
      ],
    },
  ]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', URL: 'readonly' } },
  },
);
