// Admissions: the public submit for an approved registration, and the admin
// list and status changes (the status call the spec's table missed).
import type { Router } from 'express';
import type { Caller } from '../../api/root';
import { AppError } from '../../../domain/problem';
import { legacyCaller, legacyRoute, refuseWithoutToken, requireJson, type LegacyDeps } from '../http';
import { legacyAdmissionFields, legacyDecisionBody } from '../schemas';
import { legacyAdmission } from '../shapes';
import { admissionFromLegacy, inLegacyWords } from '../translate';
import { withLegacyUpload } from '../upload';
import { documentLinkFor, listPageOf, recordKeyOf, setListHeaders, statusUpdatedMessage, type RecordKey } from './common';

const notFound = 'No admission with this id.';

async function admissionIdOf(caller: Caller, key: RecordKey): Promise<number> {
  if ('id' in key) return key.id;
  const { rows } = await caller.admissions.list({ q: key.referenceId, pageSize: 1 });
  const row = rows.find((candidate) => candidate.referenceId === key.referenceId);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row.id;
}

export function admissionRoutes(api: Router, deps: LegacyDeps) {
  api.post(
    '/admissionForm/submit',
    legacyRoute(async (req, res) => {
      const receipt = await withLegacyUpload(req, deps, { form: 'admission', guard: 'submit' }, async (form) => {
        const fields = legacyAdmissionFields.parse(form.fields);
        return legacyCaller(deps, req, form)
          .admissions.submit(admissionFromLegacy(fields))
          .catch((error: unknown) => {
            throw inLegacyWords(error);
          });
      });
      res.status(receipt.alreadySubmitted ? 200 : 201).json({
        message: 'Admission form submitted successfully!',
        admission: {
          _id: receipt.admissionReferenceId,
          admissionReferenceId: receipt.admissionReferenceId,
          formId: receipt.registrationReferenceId,
          name: receipt.name,
          admissionFee: receipt.admissionFee,
          status: receipt.status,
          createdAt: receipt.createdAt,
        },
      });
    }),
  );

  api.get(
    '/admissionForm/forms',
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const page = await legacyCaller(deps, req).admissions.list(listPageOf(req));
      const link = documentLinkFor(deps, req);
      setListHeaders(req, res, page);
      res.json(page.rows.map((row) => legacyAdmission(row, link)));
    }),
  );

  api.post(
    '/admissionForm/update-status/:id',
    requireJson,
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const { status } = legacyDecisionBody.parse(req.body ?? {});
      const caller = legacyCaller(deps, req);
      const id = await admissionIdOf(caller, recordKeyOf(req.params.id ?? '', 'ADM', notFound));
      await caller.admissions.setStatus({ id, status });
      const { record } = await caller.admissions.detail({ id });
      res.json({ message: statusUpdatedMessage, admission: legacyAdmission(record, documentLinkFor(deps, req)) });
    }),
  );
}
