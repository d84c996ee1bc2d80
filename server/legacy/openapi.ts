// GET /api/openapi.json: the old client's calls as OpenAPI 3.1, generated
// from the same zod schemas the routes read requests and type answers with.
// Required fields come from the schemas the procedures check
// (required-fields.ts); refusal codes follow the guards in front of each
// path (507 for every multipart upload, 429 where a rate limit applies).
import { z } from 'zod';
import { admissionFileFields } from '../../domain/schemas/admission';
import { registrationFileFields } from '../../domain/schemas/registration';
import {
  legacyAdmissionFields,
  legacyAdmissionReceipt,
  legacyAdmissionRecord,
  legacyApplicant,
  legacyApplicationFields,
  legacyDecisionBody,
  legacyEnquiryBody,
  legacyEnquiryReceipt,
  legacyEnquiryRecord,
  legacyErrorBody,
  legacyFormReceipt,
  legacyGalleryFields,
  legacyGalleryItem,
  legacyListQuery,
  legacyLoginBody,
  legacyRegistrationRecord,
  legacyResolveBody,
} from './schemas';
import {
  admissionRequiredFields,
  applicationRequiredFields,
  enquiryRequiredFields,
  galleryRequiredFields,
  loginRequiredFields,
  type RequiredFields,
} from './required-fields';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the $schema line. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: schemaOf(schema, io) },
});

/** `required`, and `anyOf` for fields of which one must be present. */
const requiredOf = ({ required, oneOf }: RequiredFields) => {
  const groups = oneOf.map((group) => ({ anyOf: group.map((field) => ({ required: [field] })) }));
  return { required, ...(groups.length === 1 ? groups[0] : groups.length > 1 ? { allOf: groups } : {}) };
};

/** A JSON request body: the schema's properties with the required fields the server checks. */
const jsonBody = (schema: z.ZodType, required: RequiredFields) => ({
  'application/json': { schema: { ...schemaOf(schema, 'input'), ...requiredOf(required) } },
});

/** Text fields from the schema plus binary parts for the files. */
function multipart(fields: z.ZodObject, files: readonly string[], required: RequiredFields, description?: string) {
  const schema = schemaOf(fields, 'input');
  const properties = { ...(schema.properties as JsonSchema) };
  for (const file of files) properties[file] = { type: 'string', format: 'binary' };
  return {
    'multipart/form-data': {
      schema: { type: 'object', ...(description ? { description } : {}), properties, ...requiredOf(required) },
    },
  };
}

const error = (description: string) => ({ description, content: json(legacyErrorBody) });
/** Every multipart upload is refused while the disk is nearly full (server/http/disk-guard.ts). */
const lowDisk = { '507': error('Too little free disk space on the server; nothing was stored') };
const token = [{ token: [] }];
const adminErrors = { '401': error('No, or no valid, x-auth-token') };
const idParam = (description: string) => ({ name: 'id', in: 'path', required: true, schema: { type: 'string' }, description });

const listParams = Object.entries((schemaOf(legacyListQuery, 'input').properties ?? {}) as Record<string, JsonSchema>).map(
  ([name, schema]) => ({ name, in: 'query', required: false, schema }),
);

const list = (summary: string, item: z.ZodType) => ({
  get: {
    summary,
    security: token,
    parameters: listParams,
    responses: {
      '200': {
        description: 'Newest first; X-Total-Count gives the number of all records',
        content: json(z.array(item)),
      },
      '400': error('Bad page or limit'),
      ...adminErrors,
    },
  },
});

const statusUpdate = (summary: string, body: z.ZodType, idDescription: string) => ({
  post: {
    summary,
    security: token,
    parameters: [idParam(idDescription)],
    requestBody: { required: true, content: json(body, 'input') },
    responses: {
      '200': { description: '{ message, form | admission | enquiry }: the record after the change' },
      '400': error('Another status'),
      ...adminErrors,
      '404': error('Unknown id'),
      '415': error('Not a JSON body'),
    },
  },
});

export function openApiDocument() {
  const application = applicationRequiredFields();
  const documentsByProgram = Object.entries(application.byProgram)
    .filter(([, fields]) => fields.length > 0)
    .map(([program, fields]) => `${program} also requires ${fields.join(', ')}`)
    .join('; ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Institute legacy REST API',
      version: '1.0.0',
      description: 'The calls of the old single-page client. See docs/legacy-api.md.',
    },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
    },
    paths: {
      '/api/auth/login': {
        post: {
          summary: 'Sign in; the token goes in x-auth-token',
          requestBody: { required: true, content: jsonBody(legacyLoginBody, loginRequiredFields()) },
          responses: {
            '200': { description: 'Signed in', content: json(z.object({ token: z.string() })) },
            '400': error('email or password missing'),
            '401': error('Bad credentials'),
            '415': error('Not a JSON body'),
            '429': error('Too many attempts (Retry-After)'),
          },
        },
      },
      '/api/auth/logout': {
        post: {
          summary: 'Sign out: ends the session of the x-auth-token sent (new; the old client never called it)',
          security: token,
          responses: {
            '200': { description: 'Signed out', content: json(z.object({ message: z.string() })) },
            ...adminErrors,
          },
        },
      },
      '/api/form/submit': {
        post: {
          summary: 'Submit an application with its documents',
          requestBody: {
            required: true,
            content: multipart(
              legacyApplicationFields,
              registrationFileFields,
              application,
              documentsByProgram ? `Documents by program: ${documentsByProgram}.` : undefined,
            ),
          },
          responses: {
            '201': { description: 'Stored', content: json(legacyFormReceipt) },
            '200': {
              description: 'Sent again (the same transectionId, name and mobile1 within a day): the first record',
              content: json(legacyFormReceipt),
            },
            '400': error('Invalid fields (errors names them), unknown programCourse or Center, malformed multipart'),
            '409': error('transectionId already used by another applicant'),
            '413': error('A file or the whole upload too large'),
            '415': error('Not multipart/form-data, or a file of a refused type'),
            '429': error('Too many submits from this address'),
            ...lowDisk,
          },
        },
      },
      '/api/form/getFormById/{referenceId}': {
        get: {
          summary: 'Public look-up of a registration (contact details masked)',
          parameters: [{ name: 'referenceId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'Found', content: json(z.object({ form: z.array(legacyApplicant) })) },
            '404': error('Unknown reference id'),
            '429': error('Too many look-ups'),
          },
        },
      },
      '/api/form/forms': list('Registrations (admin)', legacyRegistrationRecord),
      '/api/form/update-status/{id}': statusUpdate(
        'Approve or reject a registration (admin)',
        legacyDecisionBody,
        'The reference id (REG-...) or the numeric id',
      ),
      '/api/admissionForm/submit': {
        post: {
          summary: 'Submit the admission of an approved registration',
          requestBody: {
            required: true,
            content: multipart(legacyAdmissionFields, admissionFileFields, admissionRequiredFields()),
          },
          responses: {
            '201': { description: 'Stored', content: json(legacyAdmissionReceipt) },
            '200': {
              description: 'Sent again (the same transectionId and formId within a day): the first admission',
              content: json(legacyAdmissionReceipt),
            },
            '400': error('Invalid fields'),
            '404': error('Unknown registration'),
            '409': error('Not approved, already admitted, or transectionId already used'),
            '413': error('Too large'),
            '415': error('Not multipart/form-data, or not an image'),
            '429': error('Too many submits'),
            ...lowDisk,
          },
        },
      },
      '/api/admissionForm/forms': list('Admissions with their registration as formId (admin)', legacyAdmissionRecord),
      '/api/admissionForm/update-status/{id}': statusUpdate(
        'Approve or reject an admission (admin)',
        legacyDecisionBody,
        'The admission reference id (ADM-...) or the numeric id',
      ),
      '/api/enquiry/submit': {
        post: {
          summary: 'Send an enquiry',
          requestBody: { required: true, content: jsonBody(legacyEnquiryBody, enquiryRequiredFields()) },
          responses: {
            '201': { description: 'Stored', content: json(legacyEnquiryReceipt) },
            '400': {
              description: 'Refused; `query` holds the text to show',
              content: json(legacyErrorBody.extend({ query: z.string() })),
            },
            '415': error('Not a JSON body'),
            '429': error('Too many submits'),
          },
        },
      },
      '/api/enquiry/forms': list('Enquiries (admin)', legacyEnquiryRecord),
      '/api/enquiry/update-status/{id}': statusUpdate('Resolve an enquiry (admin)', legacyResolveBody, 'The enquiry id'),
      '/api/gallery/images': {
        get: {
          summary: 'Gallery items (public)',
          parameters: listParams,
          responses: {
            '200': {
              description:
                'Newest first, at most `limit` (100) a call; X-Total-Count gives the number of all items and, while more follow, Link names the next part',
              content: json(z.array(legacyGalleryItem)),
            },
            '400': error('Bad page or limit'),
          },
        },
      },
      '/api/gallery/upload': {
        post: {
          summary: 'Upload a gallery image (admin)',
          security: token,
          requestBody: {
            required: true,
            content: multipart(legacyGalleryFields, ['image'], galleryRequiredFields()),
          },
          responses: {
            '201': { description: 'Stored', content: json(legacyGalleryItem) },
            '400': error('A field or the image missing'),
            ...adminErrors,
            '413': error('Too large'),
            '415': error('Not multipart/form-data, or not a JPEG, PNG or WebP image'),
            ...lowDisk,
          },
        },
      },
      '/api/gallery/delete/{id}': {
        delete: {
          summary: 'Delete a gallery image (admin)',
          security: token,
          parameters: [idParam('The gallery item id')],
          responses: {
            '200': { description: 'Deleted', content: json(z.object({ message: z.string(), _id: z.string() })) },
            ...adminErrors,
            '404': error('Already gone'),
          },
        },
      },
      '/api/files/{uploadId}': {
        get: {
          summary: 'A private document through the signed link a list gave (valid 10 minutes)',
          parameters: [
            { name: 'uploadId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'expires', in: 'query', required: true, schema: { type: 'string' } },
            { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
          ],
          responses: { '200': { description: 'The file' }, '403': error('Not signed, tampered or expired') },
        },
      },
    },
  };
}
