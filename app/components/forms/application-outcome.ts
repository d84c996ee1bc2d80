// What the application form shows besides its fields: the course and batch
// choices it offers and the outcome of a submit (the page's action data
// without JavaScript, the answer of /admissions/submit with it).
import type { RegistrationReceipt } from '~/utils/procedure-outputs';
import type { Program } from '../../../domain/vocabulary';
import type { FieldErrors } from './fields';

export interface CourseOption {
  code: string;
  name: string;
  level: Program;
}

/**
 * A course, centre and mode's batch, as a submit without a named batch finds
 * it (server/services/intakes/intakes.ts applicationChoices). A course, centre and
 * mode with none takes applications all session.
 */
export interface BatchChoice {
  id: number;
  courseCode: string;
  centre: string;
  courseMode: string;
  stage: 'upcoming' | 'open' | 'full' | 'closed';
  seatsLeft: number;
  /** Day and time in the page's language. */
  starts: string;
  opens: string;
}

export type ApplicationOutcome =
  | { ok: true; receipt: RegistrationReceipt }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      /** The files a post without JavaScript carried: removed with its refusal (app/actions/application.server.ts). */
      filesNotKept?: string[];
    };

/** The summary's first line; the page shows it in its language (application.failure). */
export const failureMessage = 'Failed to submit form. Please try again.';
/** Set as the message when the upload broke off; shown as application.connectionLost. */
export const connectionLost = 'connection-lost';

/** The fields of the payment part: a refusal of one opens it. */
export const paymentFields = ['paymentScreenshot', 'utr'];
