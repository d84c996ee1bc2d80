// What the applicant-journey actions share: reading a multipart body,
// calling a procedure, and turning its refusal into messages for the form.
// Remix code never imports services: errors are read by their shape.
import type { AppLoadContext } from '@remix-run/node';
import { TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { admissionFileFields } from '../../domain/schemas/admission';
import { enquiryFromForm } from '../../domain/schemas/enquiry';
import { registrationFileFields, registrationFromForm } from '../../domain/schemas/registration';
import type { RegistrationReceipt } from '../../server/services/registrations';
import { applicationUploadLimits, parseMultipart, type ReceivedForm } from '../../server/storage/multipart';

export type FieldErrors = Record<string, string[]>;

export interface Refusal {
  status: number;
  message: string;
  fieldErrors: FieldErrors;
}

const statusOfCode: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INSUFFICIENT_STORAGE: 507,
  SERVICE_UNAVAILABLE: 503,
};

/** A TRPCError (ZodError or AppError cause) or an AppError from the parser, as form messages; anything else is logged. */
export function refusalOf(error: unknown, context: Pick<AppLoadContext, 'logger'>): Refusal {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError) {
    return {
      status: 400,
      message: 'Please correct the highlighted fields.',
      fieldErrors: z.flattenError(cause).fieldErrors as FieldErrors,
    };
  }
  if (cause instanceof Error && cause.name === 'AppError') {
    const appError = cause as Error & { code: string; details?: { fieldErrors?: FieldErrors } };
    return {
      status: statusOfCode[appError.code] ?? 500,
      message: appError.message,
      fieldErrors: appError.details?.fieldErrors ?? {},
    };
  }
  // Not a refusal but our fault: logged once, structured, with the request id.
  context.logger.error({ err: error }, 'form action error');
  return { status: 500, message: 'Something went wrong on our side. Please try again.', fieldErrors: {} };
}

function multipartOf(request: Request, context: AppLoadContext, fileFields: readonly string[]) {
  // Refused by a guard (e.g. the disk is nearly full): store nothing of the body.
  if (context.refusal) return Promise.reject(context.refusal);
  return parseMultipart({
    body: request.body,
    headers: {
      'content-type': request.headers.get('content-type'),
      'content-length': request.headers.get('content-length'),
    },
    dataDir: context.dataDir,
    limits: applicationUploadLimits,
    fileFields,
  });
}

/** Runs `handle` with a parsed multipart body; its temporary files are always removed. */
export async function withMultipart<T>(
  request: Request,
  context: AppLoadContext,
  fileFields: readonly string[],
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form = await multipartOf(request, context, fileFields);
  try {
    return await handle(form);
  } finally {
    await form.cleanup();
  }
}

/** Typed values sent back so the form keeps them (never files). */
const keptValues = (fields: Record<string, string>) => {
  const { idempotencyKey: _key, ...values } = fields;
  return { ...values, idempotencyKey: fields.idempotencyKey ?? '' };
};

export type ApplicationResult =
  | { ok: true; receipt: RegistrationReceipt }
  | { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string>; status: number };

/** The application form's action, shared by the page (no JS) and /admissions/submit (XHR with progress). */
export async function submitApplication(request: Request, context: AppLoadContext): Promise<ApplicationResult> {
  let values: Record<string, string> = {};
  try {
    const receipt = await withMultipart(request, context, registrationFileFields, (form) => {
      values = keptValues(form.fields);
      return context.apiWithUpload(form).registrations.submit(registrationFromForm(form.fields));
    });
    return { ok: true, receipt };
  } catch (error) {
    const refusal = refusalOf(error, context);
    return { ok: false, ...refusal, values };
  }
}

export type EnquiryResult =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: FieldErrors; values: Record<string, string>; status: number };

export async function submitEnquiryForm(request: Request, context: AppLoadContext): Promise<EnquiryResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form at all (wrong content type, a broken or cut-off body): the sender's mistake.
    return { ok: false, message: 'The form could not be read. Please try again.', fieldErrors: {}, values: {}, status: 400 };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  try {
    await context.api.enquiries.submit(enquiryFromForm(fields));
    return { ok: true };
  } catch (error) {
    const refusal = refusalOf(error, context);
    return { ok: false, message: refusal.message, fieldErrors: refusal.fieldErrors, values: fields, status: refusal.status };
  }
}

export { admissionFileFields };
