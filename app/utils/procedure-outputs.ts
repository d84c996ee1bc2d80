// What the procedures answer, typed from the router itself, so app/components
// never imports a type from server/services (decision 006; eslint.config.js
// holds it). These are the answers a loader gets from context.api, which calls
// the procedure in the same process: a Date is still a Date. The admin
// screens' /trpc client gets them as JSON (inferRouterOutputs<AppRouter>,
// app/components/admin/controls.tsx).
import type { Caller } from '../../server/api/root';

type Answer<Procedure extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Procedure>>;

export type InstituteIdentity = Answer<Caller['settings']['identity']>;
export type CentreContact = InstituteIdentity['centres'][number];
export type ChecklistItem = Answer<Caller['settings']['checklist']>[number];
export type RegistrationReceipt = Answer<Caller['registrations']['submit']>;
export type ApplicantSummary = Answer<Caller['registrations']['lookup']>;
export type StudyRecordOutput = Answer<Caller['batches']['studentRecord']>;
export type CorrectionView = Answer<Caller['registrations']['correction']>;
export type UpiPayment = Answer<Caller['admissions']['paymentInfo']>;
export type AdmissionReceipt = Answer<Caller['admissions']['submit']>;
export type PrintableReceipt = Answer<Caller['receipts']['print']>;
export type DocumentFile = Answer<Caller['documents']['file']>;
export type StatementResult = Answer<Caller['statements']['preview']>;
export type CertificateCheck = Answer<Caller['certificates']['verify']>;
