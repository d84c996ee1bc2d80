// Vitest runs with isolate: false (decision 063): a worker's modules and
// process are shared by the files it runs. `npm run lint` refuses what would
// carry one file's state into the next (eslint.config.js); each case lints a
// deliberately bad test file and expects the refusal.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function refusals(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-properties' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const bad: { what: string; code: string }[] = [
  { what: 'a module mock', code: "import { vi } from 'vitest';\nvi.mock('../../server/env');\n" },
  { what: 'a stubbed global', code: "import { vi } from 'vitest';\nvi.stubGlobal('fetch', () => null);\n" },
  { what: 'a stubbed variable', code: "import { vi } from 'vitest';\nvi.stubEnv('DATA_DIR', '/tmp');\n" },
  { what: 'fake timers', code: "import { vi } from 'vitest';\nvi.useFakeTimers();\n" },
  { what: 'process.env set', code: "process.env.DATA_DIR = '/tmp';\n" },
  { what: 'process.env set by name', code: "process.env['DATA_DIR'] = '/tmp';\n" },
];

describe('test files keep no state in shared modules', () => {
  for (const { what, code } of bad) {
    it(`refuses ${what} in an integration test`, async () => {
      const messages = await refusals('tests/integration/bad.test.ts', code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('decision 063');
    });
  }

  it('lets a test read the environment and spawn a server with its own', async () => {
    const code = 'const dir = process.env.DATA_DIR;\nexport const env = { ...process.env, DATA_DIR: dir };\n';
    expect(await refusals('tests/integration/good.test.ts', code)).toEqual([]);
  });

  it('leaves the e2e specs alone (Playwright runs them, not Vitest)', async () => {
    expect(await refusals('tests/e2e/fine.spec.ts', "process.env.DATA_DIR = '/tmp';\n")).toEqual([]);
  });
});
