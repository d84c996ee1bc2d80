// The applicant's details as the admission form shows them: the look-up's
// answer (app/routes/admission-form.tsx) and the payment step
// (AdmissionPayment.tsx) each name the rows they show, in their order.
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/translation';
import { calendarDay } from '../../../domain/dates';
import { useFormLabels } from '~/components/forms/labels';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import type { ApplicantSummary } from '~/utils/procedure-outputs';

export type ApplicantRow =
  | 'referenceId'
  | 'name'
  | 'fatherName'
  | 'dob'
  | 'mobile'
  | 'email'
  | 'course'
  | 'centre'
  | 'status'
  | 'remark'
  | 'admissionRemark';

function StatusBadge({ status }: { status: string | null | undefined }) {
  const labels = useFormLabels();
  const shown = status || 'PENDING';
  const tone = shown === 'APPROVED' ? formStyles.statusApproved : shown === 'REJECTED' ? formStyles.statusRejected : '';
  return <span className={`${formStyles.status} ${tone}`}>{labels.status(shown)}</span>;
}

export function ApplicantTable({
  applicant,
  rows,
  caption,
}: {
  applicant: ApplicantSummary;
  rows: readonly ApplicantRow[];
  /** Read by screen readers only: the heading above says it to everyone. */
  caption?: string;
}) {
  const { t, language } = useTranslation();
  const labels = useFormLabels();
  // Each row's cell; a remark row is left out when there is no remark.
  const cell = (row: ApplicantRow): ReactNode => {
    switch (row) {
      case 'referenceId':
        return <td>{applicant.referenceId}</td>;
      case 'name':
        return <td>{applicant.name}</td>;
      case 'fatherName':
        return <td>{applicant.fatherName}</td>;
      case 'dob':
        return <td>{calendarDay(applicant.dob, language)}</td>;
      case 'mobile':
        return <td>{applicant.mobile}</td>;
      case 'email':
        return <td>{applicant.email}</td>;
      case 'course':
        return (
          <td>
            {labels.course(applicant.courseCode, applicant.courseName)},{' '}
            {labels.program(applicant.program, applicant.programLabel)}
          </td>
        );
      case 'centre':
        return <td>{labels.centre(applicant.centre, applicant.centreName)}</td>;
      case 'status':
        return (
          <td>
            <StatusBadge status={applicant.status} />
          </td>
        );
      case 'remark':
        return applicant.remark ? <td data-testid="status-remark">{applicant.remark}</td> : null;
      case 'admissionRemark':
        return applicant.admissionStatus && applicant.admissionRemark ? (
          <td data-testid="admission-remark">{applicant.admissionRemark}</td>
        ) : null;
    }
  };
  return (
    <table className={styles.applicant}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <tbody>
        {rows.map((row) => {
          const value = cell(row);
          return value ? (
            <tr key={row}>
              <th scope="row">{t(`admissionForm.${row}`)}</th>
              {value}
            </tr>
          ) : null;
        })}
      </tbody>
    </table>
  );
}
