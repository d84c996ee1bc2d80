// The old client's upload calls, mapped here from its field names to the
// procedures' input and sent through the same receiving code (and limits) as
// the pages: a route makes one call, submitLegacy, and gets the answer.
import type { Request } from 'express';
import { submitReceived, type AnswerOf, type Submission } from '../uploads/receive';
import { legacyCaller, type LegacyDeps } from './http';
import { legacyAdmissionFields, legacyApplicationFields } from './schemas';
import { admissionFromLegacy, inLegacyWords, registrationFromLegacy } from './translate';

const submission = <Input, Output>(entry: Submission<Input, Output>) => entry;

/** A refusal in the words the old client shows. */
const inOldWords = <Output>(answer: Promise<Output>) =>
  answer.catch((error: unknown) => {
    throw inLegacyWords(error);
  });

export const legacyForms = {
  application: submission({
    form: 'application',
    guard: 'submit',
    input: (fields) => registrationFromLegacy(legacyApplicationFields.parse(fields)),
    run: (api, input) => inOldWords(api.registrations.submit(input)),
  }),
  admission: submission({
    form: 'admission',
    guard: 'submit',
    // Personal fields and the fee the client sends are not passed on:
    // the procedure copies them from the registration and settings.
    input: (fields) => admissionFromLegacy(legacyAdmissionFields.parse(fields)),
    run: (api, input) => inOldWords(api.admissions.submit(input)),
  }),
  gallery: submission({ form: 'gallery', input: () => ({}), run: (api) => api.gallery.create() }),
};

/** The procedure's answer to the old client's upload; a refusal is thrown for legacyRoute to answer. */
export async function submitLegacy<Input, Output>(
  req: Request,
  deps: LegacyDeps,
  form: Submission<Input, Output>,
): Promise<AnswerOf<Input, Output>> {
  const sent = await submitReceived(req, req, form, {
    ...deps,
    clientIp: req.ip ?? 'unknown',
    language: 'en',
    // The old client sends its files in the body: it names no staged uploads.
    claimStaged: false,
    callerFor: (upload) => legacyCaller(deps, req, upload),
  });
  if (!sent.ok) throw sent.error;
  return sent.value;
}
