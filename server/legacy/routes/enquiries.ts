// Enquiries: the public form, and the admin list and "resolve".
import type { Router } from 'express';
import { enquiryMessages } from '../../../domain/schemas/enquiry';
import { legacyCaller, legacyErrorOf, legacyRoute, refuseWithoutToken, requireJson, stringOf, type LegacyDeps } from '../http';
import { legacyResolveBody } from '../schemas';
import { legacyEnquiry } from '../shapes';
import { listPageOf, setListHeaders, statusUpdatedMessage } from './common';

export function enquiryRoutes(api: Router, deps: LegacyDeps) {
  api.post(
    '/enquiry/submit',
    requireJson,
    legacyRoute(async (req, res) => {
      const body: unknown = req.body;
      try {
        const receipt = await legacyCaller(deps, req).enquiries.submit({
          name: stringOf(body, 'name'),
          email: stringOf(body, 'email'),
          mobile: stringOf(body, 'mobile'),
          subject: stringOf(body, 'subject') as never,
          query: stringOf(body, 'query'),
        });
        res.status(receipt.alreadySubmitted ? 200 : 201).json({
          message: enquiryMessages.success,
          enquiry: { _id: String(receipt.id), status: receipt.status, createdAt: receipt.createdAt },
        });
      } catch (error) {
        const refusal = legacyErrorOf(error);
        if (refusal.status !== 400) throw error;
        // The old client shows `query` as the error text: every field's message, in form order.
        const text =
          Object.values(refusal.body.errors ?? {})
            .flat()
            .join(' ') || refusal.body.message;
        res.status(400).json({ ...refusal.body, query: text });
      }
    }),
  );

  api.get(
    '/enquiry/forms',
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      const page = await legacyCaller(deps, req).enquiries.list(listPageOf(req));
      setListHeaders(req, res, page);
      res.json(page.rows.map(legacyEnquiry));
    }),
  );

  api.post(
    '/enquiry/update-status/:id',
    requireJson,
    legacyRoute(async (req, res) => {
      refuseWithoutToken(deps, req);
      legacyResolveBody.parse(req.body ?? {});
      const caller = legacyCaller(deps, req);
      // A non-numeric id cannot name an enquiry; the procedure answers 404 for 0.
      const id = /^\d{1,12}$/.test(req.params.id ?? '') ? Number(req.params.id) : 0;
      if (id === 0) return res.status(404).json({ message: 'No enquiry with this id.' });
      await caller.enquiries.resolve({ id });
      const { record } = await caller.enquiries.detail({ id });
      return res.json({ message: statusUpdatedMessage, enquiry: legacyEnquiry(record) });
    }),
  );
}
