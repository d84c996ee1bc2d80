// The pages' upload forms, each mapped here, on the server, from its posted
// fields to the procedure its files go to: a page's action makes one call
// (context.submitUpload) and gets the procedure's answer with the fields it
// was given, never a caller or a callback (decision 001's walk).
import { registrationFromForm } from '../../domain/schemas/registration';
import { correctionValuesOf } from '../../domain/schemas/correction';
import { statementMappingInput } from '../../domain/schemas/statements';
import type { Language } from '../../domain/vocabulary';
import type { AnswerOf, Submission } from './receive';

const submission = <Input, Output>(entry: Submission<Input, Output>) => entry;

export const pageForms = {
  /** The public application (the page's no-JavaScript post and the XHR submit alike). */
  application: submission({
    form: 'application',
    guard: 'submit',
    // The form's hidden language field, else the page's (a no-JS post goes to the page's own URL).
    input: (fields, language: Language) => registrationFromForm({ language, ...fields }),
    run: (api, input) => api.registrations.submit(input),
  }),
  /** The answer to a correction: the asked fields and documents (decision 048). */
  correction: submission({
    form: 'application',
    guard: 'submit',
    input: (fields) => ({
      referenceId: fields.referenceId ?? '',
      dob: fields.dob ?? '',
      mobileLastFour: fields.mobileLastFour ?? '',
      values: correctionValuesOf(fields),
      idempotencyKey: fields.idempotencyKey || undefined,
    }),
    run: (api, input) => api.registrations.correct(input),
  }),
  /**
   * The admission form: every step posts the same multipart form; only the
   * admission itself (intent `admit`) carries a payment proof to a procedure.
   */
  admission: submission({
    form: 'admission',
    // The look-up's guard too: once submits are spent a small body (a look-up, a claim) is still read.
    guard: ['submit', 'lookup'],
    input: (fields, language) =>
      fields.intent === 'admit'
        ? {
            referenceId: fields.referenceId ?? '',
            dob: fields.dob ?? '',
            mobileLastFour: fields.mobileLastFour ?? '',
            utr: fields.utr ?? '',
            idempotencyKey: fields.idempotencyKey || undefined,
            language,
          }
        : null,
    run: (api, input) => api.admissions.submit(input),
  }),
  /** Staff take an application at the desk. */
  walkIn: submission({
    form: 'application',
    input: (fields) => ({ ...fields, consent: fields.consent === 'on', guardianConsent: fields.guardianConsent === 'on' }),
    // The procedure checks the rest, as for any caller.
    run: (api, input) => api.registrations.walkIn(input as never),
  }),
  gallery: submission({ form: 'gallery', input: () => ({}), run: (api) => api.gallery.create() }),
  /** The logo or the merchant QR: the procedure reads which from the fields. */
  brand: submission({ form: 'brand', input: () => ({}), run: (api) => api.settings.uploadImage() }),
  /** A course's image or a centre's photo (decision 084). */
  contentImage: submission({ form: 'contentImage', input: () => ({}), run: (api) => api.content.uploadImage() }),
  statement: submission({
    form: 'statement',
    input: (fields) =>
      ({ intent: fields.intent === 'confirm' ? 'confirm' : 'preview', mapping: statementMappingInput.parse(fields) }) as const,
    run: async (api, { intent, mapping }) => ({
      intent,
      result: intent === 'confirm' ? await api.statements.confirm(mapping) : await api.statements.preview(mapping),
    }),
  }),
};

export type PageForm = keyof typeof pageForms;
export type PageFormAnswer<Form extends PageForm> =
  (typeof pageForms)[Form] extends Submission<infer Input, infer Output> ? AnswerOf<Input, Output> : never;
