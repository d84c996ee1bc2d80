// Refusals a visitor reads that the server, not a form field, decides: a
// reused UTR, a rate limit, a file too large or of the wrong type, a full
// disk, an admission that cannot be made. Written once here so that the
// server sends them and the public pages can show them in the visitor's
// language (app/locales/problems.*.ts). Templates mark their variable parts
// {{name}}; `fill` puts the values in.

export const refusalMessages = {
  utrUsed: 'This transaction ID has already been used. Please check the 12-digit UTR of your own payment.',
  crossSite: 'This form was sent from another website, so it was refused. Please open the page on this site and try again.',
  notApproved: 'Your application has not been approved yet. You can complete the admission once its status is APPROVED.',
  rejected: 'Your application was not approved, so an admission cannot be made for it.',
  alreadyAdmitted: 'An admission has already been submitted for this application. Please wait for the institute to review it.',
  formExpired: 'This form was open too long to be sent. Please reload the page and send it again.',
  filesWrongType: 'Some files are not of the right type.',
  documentsNotSaved: 'Your documents could not be saved. Please try again in a moment.',
  lowStorage: 'The server is low on storage space, so uploads are paused. Please try again later or contact the institute.',
  formUnreadable: 'The form could not be read.',
  formEmpty: 'The form was empty.',
  stagedUploadMissing: 'This file was not found on the server. Please choose it again.',
  stagedUploadUnfinished: 'This file has not finished uploading. Please wait until it is uploaded.',
} as const;

export const refusalTemplates = {
  waitOneMinute: 'Too many attempts from your connection. Please try again in 1 minute.',
  waitMinutes: 'Too many attempts from your connection. Please try again in {{minutes}} minutes.',
  factorLockedOneMinute:
    'Too many wrong details were tried for this reference ID or certificate number. Please try again in 1 minute.',
  factorLockedMinutes:
    'Too many wrong details were tried for this reference ID or certificate number. Please try again in {{minutes}} minutes.',
  fileTooLarge: 'Each file must be at most {{megabytes}} MB.',
  uploadTooLarge: 'The upload must be at most {{megabytes}} MB in all.',
  notImage: '{{label}} must be a JPG, PNG or WebP image.',
  notIdentity: '{{label}} must be a JPG, PNG or PDF file.',
  notCertificate: '{{label}} must be a PDF, Word (DOC or DOCX), JPG or PNG file.',
  unreadablePicture: '{{label}} could not be read as a picture. Please choose another file.',
} as const;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}
