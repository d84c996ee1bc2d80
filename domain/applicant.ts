// Who applied, as every record of an application names them: the fields the
// registration form asks and the admission, the look-up and the old client's
// shapes carry on unchanged.
export interface ApplicantPerson {
  /** The registration's reference (REG-…), or the admission's own (ADM-…) on an admission. */
  referenceId: string;
  name: string;
  fatherName: string;
  gender: string;
  /** YYYY-MM-DD. */
  dob: string;
  email: string;
  mobile: string;
}
