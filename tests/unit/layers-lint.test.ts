// The layers of docs/decisions/006-layers-held-by-lint.md are held by `npm run lint` (eslint.config.js):
// each case lints a deliberately bad file in a layer and expects the rule to
// refuse it, and a good import in the same layer to pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
}

const cases: { layer: string; file: string; bad: string; good: string }[] = [
  {
    layer: 'a route importing db/',
    file: 'app/routes/bad-route.tsx',
    bad: "import { registrations } from '../../db/schema';\nexport const x = registrations;\n",
    good: "import { programs } from '../../domain/vocabulary';\nexport const x = programs;\n",
  },
  {
    layer: 'a route importing a service',
    file: 'app/routes/bad-route.tsx',
    bad: "import { submitRegistration } from '../../server/services/admissions/registrations';\nexport const x = submitRegistration;\n",
    good: "import type { RegistrationReceipt } from '~/utils/procedure-outputs';\nexport type X = RegistrationReceipt;\n",
  },
  {
    layer: "a route importing a service's type",
    file: 'app/routes/bad-route.tsx',
    bad: "import type { DocumentFile } from '../../server/services/admissions/document-access';\nexport type X = DocumentFile;\n",
    good: "import type { DocumentFile } from '~/utils/procedure-outputs';\nexport type X = DocumentFile;\n",
  },
  {
    layer: 'a component importing a service',
    file: 'app/components/forms/Bad.tsx',
    bad: "import { submitRegistration } from '../../../server/services/admissions/registrations';\nexport const x = submitRegistration;\n",
    good: "import type { RegistrationReceipt } from '~/utils/procedure-outputs';\nexport type X = RegistrationReceipt;\n",
  },
  {
    layer: "a component importing a service's type",
    file: 'app/components/site/Bad.tsx',
    bad: "import type { InstituteIdentity } from '../../../server/services/site/identity';\nexport type X = InstituteIdentity;\n",
    good: "import type { InstituteIdentity } from '~/utils/procedure-outputs';\nexport type X = InstituteIdentity;\n",
  },
  {
    layer: 'a component importing db/',
    file: 'app/components/admin/Bad.tsx',
    bad: "import { users } from '../../../db/schema';\nexport const x = users;\n",
    good: "import { programs } from '../../../domain/vocabulary';\nexport const x = programs;\n",
  },
  {
    layer: 'a procedure querying a table',
    file: 'server/api/routers/bad.ts',
    bad: "import { users } from '../../../db/schema';\nexport const x = users;\n",
    good: "import type { DB } from '../../services/handle';\nimport { listAdmins } from '../../services/staff';\nexport const x = (db: DB) => listAdmins(db);\n",
  },
  {
    layer: "a procedure importing db/'s handle type (no allowance: it comes from server/services/handle.ts)",
    file: 'server/api/routers/bad.ts',
    bad: "import type { DB } from '../../../db/client';\nexport type X = DB;\n",
    good: "import type { DB } from '../../services/handle';\nexport type X = DB;\n",
  },
  {
    layer: 'a procedure reaching into a group of services past its face',
    file: 'server/api/routers/bad.ts',
    bad: "import { listAdmins } from '../../services/staff/auth';\nexport const x = listAdmins;\n",
    good: "import { listAdmins } from '../../services/staff';\nexport const x = listAdmins;\n",
  },
  {
    layer: 'a script reaching into a group of services past its face',
    file: 'scripts/bad.ts',
    bad: "import { createAdmin } from '../server/services/staff/auth';\nexport const x = createAdmin;\n",
    good: "import { createAdmin } from '../server/services/staff';\nexport const x = createAdmin;\n",
  },
  {
    layer: "the legacy adapter importing a service's type",
    file: 'server/legacy/bad.ts',
    bad: "import type { SessionAdmin } from '../services/staff';\nexport type X = SessionAdmin;\n",
    good: "import type { ContextOptions } from '../api/trpc';\nexport type X = ContextOptions['admin'];\n",
  },
  {
    layer: 'server/http importing a service',
    file: 'server/http/bad.ts',
    bad: "import { sessionAbsoluteMs } from '../services/staff/auth';\nexport const x = sessionAbsoluteMs;\n",
    good: "import { registrationDocumentSpecs } from '../../domain/schemas/documents';\nexport const x = registrationDocumentSpecs;\n",
  },
  {
    layer: "server/http importing a service's type",
    file: 'server/http/bad.ts',
    bad: "import type { DocumentFile } from '../services/admissions/document-access';\nexport type X = DocumentFile;\n",
    good: "import type { Guards } from '../api/guards';\nexport type X = Guards;\n",
  },
  {
    layer: "a route importing the upload edge's type",
    file: 'app/routes/bad-route.tsx',
    bad: "import type { ReceivedForm } from '../../server/storage/multipart';\nexport type X = ReceivedForm;\n",
    good: "import type { Submitted } from '../../server/remix-handler';\nexport type X = Submitted<number>;\n",
  },
  {
    layer: 'a route receiving files itself',
    file: 'app/actions/bad.server.ts',
    bad: "import { submitReceived } from '../../server/uploads/receive';\nexport const x = submitReceived;\n",
    good: "import type { Submitted } from '../../server/remix-handler';\nexport type X = Submitted<number>;\n",
  },
  {
    layer: 'the upload edge importing a service',
    file: 'server/uploads/bad.ts',
    bad: "import { submitRegistration } from '../services/admissions/registrations';\nexport const x = submitRegistration;\n",
    good: "import { registrationDocumentSpecs } from '../../domain/schemas/documents';\nexport const x = registrationDocumentSpecs;\n",
  },
  {
    layer: 'the upload edge importing a table',
    file: 'server/uploads/bad.ts',
    bad: "import { uploads } from '../../db/schema';\nexport const x = uploads;\n",
    good: "import type { Guards } from '../api/guards';\nexport type X = Guards;\n",
  },
  {
    layer: 'a service importing the upload edge',
    file: 'server/services/bad.ts',
    bad: "import { submitReceived } from '../uploads/receive';\nexport const x = submitReceived;\n",
    good: "import type { ReceivedForm } from '../storage/multipart';\nexport type X = ReceivedForm;\n",
  },
  {
    layer: 'a service importing a route',
    file: 'server/services/bad.ts',
    bad: "import { loader } from '../../app/routes/admissions';\nexport const x = loader;\n",
    good: "import { programs } from '../../domain/vocabulary';\nexport const x = programs;\n",
  },
  {
    layer: 'a service importing the legacy adapter',
    file: 'server/services/bad.ts',
    bad: "import { legacyCaller } from '../legacy/http';\nexport const x = legacyCaller;\n",
    good: "import { uploads } from '../../db/schema';\nexport const x = uploads;\n",
  },
  {
    layer: 'storage importing a service',
    file: 'server/storage/bad.ts',
    bad: "import { getSettings } from '../services/site/settings';\nexport const x = getSettings;\n",
    good: "import { tempDirOf } from './paths';\nexport const x = tempDirOf;\n",
  },
  {
    layer: 'the legacy adapter importing a service',
    file: 'server/legacy/routes/bad.ts',
    bad: "import { submitEnquiry } from '../../services/messages/enquiries';\nexport const x = submitEnquiry;\n",
    good: "import { createCaller } from '../../api/root';\nexport const x = createCaller;\n",
  },
  {
    layer: 'the domain importing the server',
    file: 'domain/bad.ts',
    bad: "import { problemOf } from '../server/api/problem-of';\nexport const x = problemOf;\n",
    good: "import { z } from 'zod';\nexport const x = z;\n",
  },
];

describe('layer rules in npm run lint', () => {
  for (const { layer, file, bad, good } of cases) {
    it(`refuses ${layer}`, async () => {
      expect(await restrictedImports(file, bad)).toHaveLength(1);
      expect(await restrictedImports(file, good)).toEqual([]);
    });
  }
});
