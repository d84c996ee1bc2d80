// Results and certificates. Staff (admin session) record results, issue,
// revoke and print; visitors verify, by number and date of birth or by the QR
// code's link, each a look-up under the look-up limit (guards.ts).
import { z } from 'zod';
import {
  admissionIdInput,
  issueInput,
  printInput,
  resultInput,
  revokeInput,
  verifyByCodeInput,
  verifyByNumberInput,
  verifyPath,
} from '../../../domain/schemas/certificate';
import { pathInLanguage } from '../../../domain/language-paths';
import { languages } from '../../../domain/vocabulary';
import {
  admissionIdByReference,
  certificatesOverview,
  issueCertificate,
  liftVerifyLock,
  printableCertificate,
  recordResult,
  revokeCertificate,
  studentCertificates,
  verifyByCode,
  verifyByNumber,
} from '../../services/certificates';
import { qrSvg } from '../../services/money';
import { adminProcedure, lookupProcedure, router, inScope } from '../trpc';

export const certificatesRouter = router({
  /** { certificates (with verification counts and the probe flag), hasOlder, page, awaiting: approved admissions without one in force, probed: certificates being probed } */
  overview: adminProcedure('certificates.read')
    .input(z.object({ page: z.number().int().min(0).max(10_000).default(0) }))
    .query(({ ctx, input }) => certificatesOverview(ctx.db, input.page, ctx.admin.centres)),
  /** The admission id of a reference id (ADM-...), or null. */
  findAdmission: adminProcedure('certificates.read')
    .input(z.object({ referenceId: z.string().trim().max(20) }))
    .query(({ ctx, input }) => admissionIdByReference(ctx.db, input.referenceId, ctx.admin.centres)),
  /** One admitted student: { admission, grading, results, certificates }. */
  student: adminProcedure('certificates.read')
    .input(admissionIdInput)
    .use(inScope('admission', 'admissionId'))
    .query(({ ctx, input }) => studentCertificates(ctx.db, input.admissionId)),
  /** Records marks (whole percent) and the completion date; the grade comes from the course's table. */
  recordResult: adminProcedure('results.record')
    .input(resultInput)
    .use(inScope('admission', 'admissionId'))
    .mutation(({ ctx, input }) => recordResult(ctx.db, input, ctx.admin.userId)),
  /**
   * Issues the certificate of the latest result: { id, number }. An ineligible
   * student by the course's rule is refused unless a remark overrides it.
   */
  issue: adminProcedure('certificates.issue')
    .input(issueInput)
    .use(inScope('admission', 'admissionId'))
    .mutation(({ ctx, input }) =>
      issueCertificate(ctx.db, input.admissionId, ctx.admin.userId, new Date(), input.overrideRemark, input.nameLatin),
    ),
  /** Lifts the verify form's delay on a certificate's number after wrong dates of birth (decision 067). */
  liftVerifyLock: adminProcedure('certificates.issue')
    .input(z.object({ id: z.number().int().positive() }))
    .use(inScope('certificate'))
    .mutation(({ ctx, input }) => liftVerifyLock(ctx.db, input.id)),
  revoke: adminProcedure('certificates.issue')
    .input(revokeInput)
    .use(inScope('certificate'))
    .mutation(({ ctx, input }) => revokeCertificate(ctx.db, input.id, input.reason, ctx.admin.userId)),
  /** What the printed page says, with an SVG QR code per language opening that language's verify page. */
  printable: adminProcedure('certificates.read')
    .input(printInput)
    .use(inScope('certificate'))
    .query(async ({ ctx, input }) => {
      const certificate = printableCertificate(ctx.db, input.id);
      const origin = new URL(input.siteUrl).origin;
      const entries = await Promise.all(
        languages.values.map(async (language) => {
          const url = `${origin}${pathInLanguage(language, `${verifyPath}/${certificate.verificationCode}`)}`;
          return [language, { url, svg: await qrSvg(url) }] as const;
        }),
      );
      return {
        ...certificate,
        verifyLinks: Object.fromEntries(entries) as Record<(typeof languages.values)[number], { url: string; svg: string }>,
      };
    }),
  /** The public form: the same { found: false } for an unknown number and a wrong date of birth. */
  verify: lookupProcedure
    .input(verifyByNumberInput)
    .mutation(({ ctx, input }) => verifyByNumber(ctx.db, input.number, input.dob, ctx.ip)),
  /** The QR code's link. */
  verifyCode: lookupProcedure.input(verifyByCodeInput).query(({ ctx, input }) => verifyByCode(ctx.db, input.code)),
});
