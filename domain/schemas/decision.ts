// A staff decision on a registration or an admission, with its remark. The
// remark is shown to the applicant, so it is short plain text.
import { z } from 'zod';
import { decisionStatuses } from '../vocabulary';

export const remarkMaxLength = 300;

export const decisionMessages = {
  remarkTooLong: `The remark can be at most ${remarkMaxLength} characters.`,
  rejectNeedsRemark: 'Please give a short reason for the rejection; the applicant will see it.',
  unverifiedPayment: 'The payment is not verified. To approve anyway, confirm it and say why in the remark.',
  overrideNeedsRemark: 'Say in the remark why this approval goes beyond the seats.',
} as const;

/** Empty or blank means no remark. */
export const remarkField = z
  .string()
  .trim()
  .max(remarkMaxLength, decisionMessages.remarkTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The dashboard's decision: Reject needs a remark. The old client's
 * documented update-status call has none, so it uses `legacyDecisionInput`.
 */
export const decisionInput = z
  .object({
    id: z.coerce.number().int().positive(),
    status: z.enum(decisionStatuses),
    remark: remarkField,
    /** Set when staff confirmed approving although the fee is not verified (then a remark is needed too). */
    approveUnverifiedPayment: z.boolean().optional(),
    /** Approve beyond the intake's seats (decision 049): staff say why in the remark. */
    overrideSeats: z.boolean().optional(),
  })
  .refine((input) => input.status !== 'REJECTED' || input.remark !== undefined, {
    message: decisionMessages.rejectNeedsRemark,
    path: ['remark'],
  })
  .refine((input) => !input.overrideSeats || input.remark !== undefined, {
    message: decisionMessages.overrideNeedsRemark,
    path: ['remark'],
  });

/** The old client's update-status: the remark stays optional for a reject. */
export const legacyDecisionInput = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(decisionStatuses),
  remark: remarkField,
});

export const resolveInput = z.object({ id: z.coerce.number().int().positive(), remark: remarkField });

/** An answer to an enquiry: longer than a remark, it is the reply itself. */
export const replyMaxLength = 1000;

export const replyMessages = {
  replyRequired: 'Please write the answer; the enquirer will receive it.',
  replyTooLong: `The answer can be at most ${replyMaxLength} characters.`,
} as const;

/** The dashboard's "Send reply and resolve": the answer is required and kept as the resolve's remark. */
export const answerInput = z.object({
  id: z.coerce.number().int().positive(),
  reply: z.string().trim().min(1, replyMessages.replyRequired).max(replyMaxLength, replyMessages.replyTooLong),
});

/** Reopening a resolved enquiry, with an optional note for the history. */
export const reopenInput = z.object({ id: z.coerce.number().int().positive(), remark: remarkField });

/** A "Send on WhatsApp" press: the record and the site's public origin for the link. */
export const noticeInput = z.object({
  id: z.coerce.number().int().positive(),
  siteUrl: z.url({ protocol: /^https?$/ }).max(200),
});
