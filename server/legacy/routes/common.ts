// What the list and status routes of the three record types share.
import type { Request, Response } from 'express';
import { normaliseReferenceId } from '../../../domain/schemas/common';
import { AppError } from '../../../domain/problem';
import { absoluteUrl, type LegacyDeps } from '../http';
import { legacyListQuery } from '../schemas';
import type { DocumentLink } from '../shapes';
import { signedDocumentPath } from '../../api/signed-links';

/** ?page=&limit= as the procedures' page and pageSize (limit at most 100, default 100). */
export function listPageOf(req: Request): { page: number; pageSize: number } {
  const parsed = legacyListQuery.safeParse(req.query);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', 'page must be 1 or more and limit between 1 and 100.', {
      fieldErrors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])),
    });
  }
  return { page: parsed.data.page, pageSize: parsed.data.limit };
}

/**
 * Lists are bounded (at most 100 rows a call, so one call cannot take the
 * server's memory); when more rows follow, a Link header (RFC 8288) names
 * the next part: `<...?page=N&limit=L>; rel="next"`.
 */
export function setListHeaders(req: Request, res: Response, page: { page: number; pageSize: number; total: number }) {
  res.setHeader('X-Total-Count', String(page.total));
  if (page.page * page.pageSize >= page.total) return;
  const next = new URLSearchParams(req.query as Record<string, string>);
  next.set('page', String(page.page + 1));
  next.set('limit', String(page.pageSize));
  res.setHeader('Link', `<${absoluteUrl(req, `${req.baseUrl}${req.path}?${next.toString()}`)}>; rel="next"`);
}

/** Signed, absolute document links for this request's host. */
export const documentLinkFor =
  (deps: LegacyDeps, req: Request): DocumentLink =>
  (uploadId) =>
    absoluteUrl(req, signedDocumentPath(deps.sessionSecret, uploadId));

export type RecordKey = { id: number } | { referenceId: string };

/**
 * The `{id}` of an update-status path: the reference id the lists give as
 * `_id` (REG-/ADM-...), or the numeric id older scripts may hold.
 */
export function recordKeyOf(raw: string, prefix: 'REG' | 'ADM', notFound: string): RecordKey {
  if (/^\d{1,12}$/.test(raw)) return { id: Number(raw) };
  const referenceId = normaliseReferenceId(raw, prefix);
  if (!referenceId) throw new AppError('NOT_FOUND', notFound);
  return { referenceId };
}

export const statusUpdatedMessage = 'Status updated.';
