// The head of every printable page an applicant keeps (the two
// acknowledgements and the fee receipt): the institute's logo, name (the one
// staff set, else the site's words for it in the page's language), address
// and contacts as settings hold them, and any line a page adds (a GSTIN).
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useHydrated } from './fields';
import { useInstituteName } from '~/i18n/catalogue';
import { InstituteLogo } from '~/components/site/Logo';
import styles from './forms.module.css';

interface PrintedInstitute {
  name: string;
  logoUrl: string;
  address: string;
  phone: string;
  email: string;
}

export function PrintableHeader({ institute, children }: { institute: PrintedInstitute; children?: ReactNode }) {
  const name = useInstituteName(institute.name);
  return (
    <div className={styles.ackHeader}>
      <InstituteLogo url={institute.logoUrl} size={48} />
      <div>
        <p className={styles.ackInstitute}>{name}</p>
        {institute.address ? <p className={styles.ackContact}>{institute.address}</p> : null}
        {institute.phone || institute.email ? (
          <p className={styles.ackContact}>{[institute.phone, institute.email].filter(Boolean).join(' · ')}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A printable page's label and value rows. */
export function PrintableRows({ rows, children }: { rows: [string, string][]; children?: ReactNode }) {
  return (
    <table className={styles.ackTable}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
        {children}
      </tbody>
    </table>
  );
}

/**
 * The Print button of a page an applicant keeps; without JavaScript, the hint
 * to print from the browser's menu. The label is read on every render, the
 * server's too, so the page carries its words: only the hydrated page shows
 * the button, which must never show up empty while the complete messages
 * load (app/i18n/page-messages.tsx).
 */
export function PrintButton({ label }: { label: 'acknowledgement.print' | 'receipt.print' }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const printLabel = t(label);
  return hydrated ? (
    <button type="button" className="btn btn-primary" onClick={() => window.print()}>
      {printLabel}
    </button>
  ) : (
    <p className={styles.printHint}>{t('acknowledgement.printHint')}</p>
  );
}
