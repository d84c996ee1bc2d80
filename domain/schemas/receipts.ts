// Inputs of the receipt procedures.
import { z } from 'zod';
import { saidMessage } from '../said';
import { languages } from '../vocabulary';
import { receiptMessages } from './messages';

/** The applicant's receipt, by the reference id of its stage (REG-… or ADM-…). */
export const receiptPrintInput = z.object({
  referenceId: z.string().trim().min(1, saidMessage('receipt.notFound')).max(40, saidMessage('receipt.notFound')),
  language: z.enum(languages.values).optional(),
});

export const receiptsOfRecordInput = z.object({
  recordType: z.enum(['registration', 'admission']),
  id: z.coerce.number().int().positive(),
});

export const cancelReceiptInput = z.object({
  id: z.coerce.number().int().positive(),
  reason: z.string().trim().min(1, receiptMessages.cancelReason).max(300, receiptMessages.cancelReasonTooLong),
});
