// The application page's loader, and the application form's action, shared
// by the page (no JavaScript) and /admissions/submit (XHR with progress): one
// call into the server's upload edge, which maps the fields to the
// procedure's input and answers.
import { intakeCard } from './intake-cards.server';
import { randomBytes } from 'node:crypto';
import { data, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { centreDetails } from '../../domain/catalogue/site';
import { indiaDay, indiaDayAndTime } from '../../domain/dates';
import { isLanguage, languageOfPath } from '../../domain/language-paths';
import { privateAnswer } from '~/utils/http';
import type { ApplicationOutcome } from '~/components/forms/application-outcome';
import { refusalOf } from './refusals.server';

/** The session, its fee, batches and choices, the courses and centres, and a form token. */
export async function applicationPageLoader({ request, context }: LoaderFunctionArgs) {
  const [settings, payment, intakes, choices, courses, planFees] = await Promise.all([
    context.api.settings.get(),
    context.api.registrations.paymentInfo(),
    context.api.intakes.open(),
    context.api.intakes.choices(),
    context.api.content.offered(),
    context.api.fees.publicFees(),
  ]);
  // Days in words made here, so server and browser agree.
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  // Arrived from a course's page (?course=DCA): the form opens with that course chosen.
  const chosen = courses.find((course) => course.code === url.searchParams.get('course'));
  return data(
    {
      admissionSession: settings.admissionSession,
      payment,
      // The fee table's cells the plans set (issue 53); the rest are the spec's.
      planFees,
      // The next batch of each course, centre and mode, with its seats left (decision 049).
      intakes: intakes.map((intake) => intakeCard(intake, language)),
      // Full batches take a waitlist (decision 051): the form offers to join one.
      fullBatches: intakes
        .filter((intake) => intake.stage === 'full')
        .map((intake) => ({
          id: intake.id,
          courseCode: intake.courseCode,
          courseName: intake.courseName,
          centre: intake.centre,
          courseMode: intake.courseMode,
          starts: indiaDayAndTime(intake.startsAt, language, 'short'),
        })),
      // What the form offers (issue 30): per course, centre and mode with intakes, the batch a submit goes to.
      batches: choices.map((intake) => ({
        id: intake.id,
        courseCode: intake.courseCode,
        centre: intake.centre,
        courseMode: intake.courseMode,
        stage: intake.stage,
        seatsLeft: intake.seatsLeft,
        // The day only: a short line on a phone (the admissions page's list says the time).
        starts: indiaDay(intake.startsAt, language, 'short'),
        opens: indiaDay(intake.opensAt, language, 'short'),
      })),
      // The published catalogue's courses on offer, named in the page's language (decision 078).
      courses: courses.map(({ code, name, nameHi, program }) => ({
        code,
        name: language === 'hi' ? nameHi : name,
        level: program,
      })),
      chosenCourse: chosen ? { courseCode: chosen.code, program: chosen.program } : null,
      centres: centreDetails.map(({ id, title }) => ({ id, title })),
      // One per page view: a double click or a resend never stores two applications.
      idempotencyKey: randomBytes(16).toString('base64url'),
    },
    // A form token per view: never stored by anyone (the action's answers repeat what was typed).
    { headers: privateAnswer },
  );
}

/** Typed values sent back so the form keeps them (never files). */
const keptValues = (fields: Record<string, string>) => {
  const { idempotencyKey: _key, ...values } = fields;
  return { ...values, idempotencyKey: fields.idempotencyKey ?? '' };
};

/**
 * What the form shows (application-outcome.ts), and for a refusal its status
 * and wait; the files the refused post carried were removed with it (the
 * upload edge), as the browser cannot keep them either: the form says to
 * choose them again.
 */
export type RegistrationFormResult =
  | Extract<ApplicationOutcome, { ok: true }>
  | (Extract<ApplicationOutcome, { ok: false }> & { filesNotKept: string[]; status: number; retryAfterSeconds?: number });

export async function submitRegistrationForm(request: Request, context: AppLoadContext): Promise<RegistrationFormResult> {
  const sent = await context.submitUpload(request, 'application');
  if (sent.ok) return { ok: true, receipt: sent.value };
  // The form's hidden language field, else the page's (a no-JS post goes to the page's own URL).
  const language = isLanguage(sent.fields.language) ? sent.fields.language : languageOfPath(new URL(request.url).pathname);
  const { status, message, fieldErrors, retryAfterSeconds } = refusalOf(sent.error, context, language);
  return {
    ok: false,
    status,
    message,
    fieldErrors,
    values: Object.keys(sent.fields).length ? keptValues(sent.fields) : {},
    filesNotKept: sent.fileFields,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  };
}
