// Payment checks staff make by hand (cash paid at the office, or a UTR seen
// in the bank's own app), beside the ones a statement import makes. The
// fee's receipt is issued in the same transaction (server/services/receipts.ts).
import { and, eq } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { admissions, paymentChecks, registrations } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { PaymentMethod } from '../../../domain/vocabulary';
import { issueReceipt, receiptLabel } from '../receipts';

/** Marks the payment verified with the staff member's remark; it stays verified through later imports. */
export function verifyPaymentByHand(
  db: DB,
  recordType: 'registration' | 'admission',
  recordId: number,
  remark: string,
  userId: number,
  method?: PaymentMethod,
): { recordType: string; recordId: number; state: 'verified'; receipt: string | null } {
  const table = recordType === 'registration' ? registrations : admissions;
  // Immediate: the receipt number is read and taken under one write lock, even against another process.
  return db.transaction(
    (tx) => {
      if (!tx.select({ id: table.id }).from(table).where(eq(table.id, recordId)).get()) {
        throw new AppError('NOT_FOUND', `No ${recordType} with this id.`);
      }
      const values = {
        state: 'verified' as const,
        statementImportId: null,
        statementRow: null,
        statementUtr: null,
        statementAmountPaise: null,
        remark,
        userId,
        checkedAt: new Date(),
      };
      const where = and(eq(paymentChecks.recordType, recordType), eq(paymentChecks.recordId, recordId));
      if (tx.select({ id: paymentChecks.id }).from(paymentChecks).where(where).get()) tx.update(paymentChecks).set(values).where(where).run();
      else tx.insert(paymentChecks).values({ recordType, recordId, ...values }).run();
      const receipt = issueReceipt(tx, { recordType, recordId, source: 'hand', userId, method, at: values.checkedAt });
      return { recordType, recordId, state: 'verified' as const, receipt: receipt ? receiptLabel(receipt.financialYear, receipt.number) : null };
    },
    { behavior: 'immediate' },
  );
}
