// Registrations ("forms" to the old client): submit, public look-up, the
// admin list and status changes.
import type { Router } from 'express';
import { AppError } from '../../../domain/problem';
import type { Caller } from '../../api/root';
import { legacyCaller, legacyRoute, refuseWithoutToken, requireJson, type LegacyDeps } from '../http';
import { legacyDecisionBody } from '../schemas';
import { legacyApplicantOf, legacyRegistration, placeOf, programCourseOf } from '../shapes';
import { legacyForms, submitLegacy } from '../upload';
import { documentLinkFor, listPageOf, recordKeyOf, setListHeaders, statusUpdatedMessage, type RecordKey } from './common';

const notFound = 'No registration with this id.';

async function registrationIdOf(caller: Caller, key: RecordKey): Promise<number> {
  if ('id' in key) return key.id;
  const { rows } = await caller.registrations.list({ q: key.referenceId, pageSize: 1 });
  const row = rows.find((candidate) => candidate.referenceId === key.referenceId);
  if (!row) throw new AppError('NOT_FOUND', notFound);
  return row.id;
}

export function formRoutes(api: Router, deps: LegacyDeps) {
  api.post(
    '/form/submit',
    legacyRoute(async (req, res) => {
      const receipt = await submitLegacy(req, deps, legacyForms.application);
      res.status(receipt.alreadySubmitted ? 200 : 201).json({
        message: `Form submitted successfully! Your reference Id is ${receipt.referenceId}.`,
        form: {
          _id: receipt.referenceId,
          referenceId: receipt.referenceId,
          name: receipt.name,
          programType: receipt.programLabel,
          programCourse: programCourseOf(receipt.courseCode, receipt.courseName),
          Center: placeOf(receipt.centre),
          courseMode: receipt.courseMode,
          registrationFee: receipt.registrationFee,
          status: receipt.status,
          createdAt: receipt.createdAt,
        },
      });
    }),
  );

  api.get(
    '/form/getFormById/:referenceId',
    legacyRoute(async (req, res) => {
      const summary = await legacyCaller(deps, req).registrations.lookup({ referenceId: req.params.referenceId ?? '' });
      res.json({ form: [legacyApplicantOf(summary)] });
    }),
  );

  api.get(
    '/form/forms',
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const page = await legacyCaller(deps, req).registrations.list(listPageOf(req));
      const link = documentLinkFor(deps, req);
      setListHeaders(req, res, page);
      res.json(page.rows.map((row) => legacyRegistration(row, link)));
    }),
  );

  api.post(
    '/form/update-status/:id',
    requireJson,
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const { status } = legacyDecisionBody.parse(req.body ?? {});
      const caller = legacyCaller(deps, req);
      const id = await registrationIdOf(caller, recordKeyOf(req.params.id ?? '', 'REG', notFound));
      await caller.registrations.setStatus({ id, status });
      const { record } = await caller.registrations.detail({ id });
      res.json({ message: statusUpdatedMessage, form: legacyRegistration(record, documentLinkFor(deps, req)) });
    }),
  );
}
