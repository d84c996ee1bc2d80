// The floor plan's two rules are held by `npm run lint` (eslint.config.js,
// docs/decisions/065-services-floor-plan.md): no import cycle in the product
// code, and a transaction's statements through its handle. Each case lints a
// deliberately bad file and expects the rule to refuse it, and the good twin
// to pass.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function messagesOf(ruleId: string, filePath: string, code?: string) {
  const [result] = code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId);
}

describe('no import cycle (import-x/no-cycle)', () => {
  // Real files: the rule follows imports on disk. Under server/ so the entry applies.
  const folder = path.join('server', `lint-fixture-${process.pid}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses two services that import each other, and passes one that imports the other one way', async () => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
    writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = (): number => (a ? 1 : 0);\n");
    writeFileSync(path.join(folder, 'c.ts'), "import { d } from './d';\nexport const c = () => d();\n");
    writeFileSync(path.join(folder, 'd.ts'), 'export const d = (): number => 1;\n');
    expect(await messagesOf('import-x/no-cycle', path.join(folder, 'a.ts'))).toHaveLength(1);
    expect(await messagesOf('import-x/no-cycle', path.join(folder, 'c.ts'))).toEqual([]);
  });
});

describe("a transaction's statements through its handle (local/transaction-handle)", () => {
  const file = 'server/services/money/bad.ts';
  const head = "import type { DB } from '../../../db/client';\nimport { receipts } from '../../../db/schema';\n";
  const cases: { name: string; bad: string; good: string }[] = [
    {
      name: 'a write through the outer handle inside its transaction',
      bad: `${head}export const f = (db: DB) => db.transaction((tx) => { tx.select().from(receipts).all(); db.delete(receipts).run(); });\n`,
      good: `${head}export const f = (db: DB) => db.transaction((tx) => { tx.select().from(receipts).all(); tx.delete(receipts).run(); });\n`,
    },
    {
      name: 'the outer handle passed to a helper inside the transaction',
      bad: `${head}const helper = (h: DB) => h.delete(receipts).run();\nexport const f = (db: DB) => db.transaction(() => helper(db));\n`,
      good: `${head}const helper = (h: DB) => h.delete(receipts).run();\nexport const f = (db: DB) => db.transaction((tx) => helper(tx));\n`,
    },
    {
      name: "'const tx = db' standing in for a handle",
      bad: `${head}export const f = (db: DB) => db.transaction(() => { const tx = db; return tx.delete(receipts).run(); });\n`,
      good: `${head}export const f = (db: DB) => db.transaction((tx) => tx.delete(receipts).run());\n`,
    },
    {
      name: 'the outer handle inside work handed a transaction (insertRecord: (tx) => ...)',
      bad: `${head}declare function save(o: { insertRecord: (tx: DB) => void }): void;\nexport const f = (db: DB) => save({ insertRecord: (tx) => { tx.select().from(receipts).all(); db.delete(receipts).run(); } });\n`,
      good: `${head}declare function save(o: { insertRecord: (tx: DB) => void }): void;\nexport const f = (_db: DB) => save({ insertRecord: (tx) => { tx.delete(receipts).run(); } });\n`,
    },
  ];
  for (const { name, bad, good } of cases) {
    it(`refuses ${name}`, async () => {
      expect((await messagesOf('local/transaction-handle', file, bad)).length).toBeGreaterThan(0);
      expect(await messagesOf('local/transaction-handle', file, good)).toEqual([]);
    });
  }
});
