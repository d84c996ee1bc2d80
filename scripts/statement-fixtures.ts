// Writes the bank statement fixtures (tests/fixtures/statements/banks.ts) to
// files beside it: `npm run fixtures:statements`. The files are committed; run
// this again after changing a bank's layout there.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bankFixtures } from '../tests/fixtures/statements/banks';

const dir = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'statements');
for (const fixture of bankFixtures) {
  const bytes = await fixture.build();
  writeFileSync(path.join(dir, fixture.file), bytes);
  console.log(`${fixture.file}: ${fixture.bank}, ${fixture.format}, ${bytes.length} bytes`);
}
