// The document types: what each document rule takes (pictures, PDF and Word
// files: their types and name endings) and how large its pictures are kept,
// said once; which rule each file field follows is
// the document table's (documents.ts). The forms shrink a picture to these
// limits in the browser (app/components/forms/picture-shrink.ts); the server
// keeps a clean picture within them as sent and re-encodes any other down to
// them (server/storage/document-files.ts, decision 034).
// Free of zod: the forms import it at render time (see rules.ts).

/** photo: the applicant's photo; image: a payment screenshot; identity: Aadhaar; certificate: qualification documents. */
export type DocumentRule = 'photo' | 'image' | 'identity' | 'certificate';

/** The file types documents may have, by the names the code uses for them. */
export const fileTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
const { jpeg, png, webp, pdf, doc, docx } = fileTypes;

/**
 * The file types each rule takes, said once: the server checks a file's bytes
 * against them (server/storage/document-files.ts) and the forms' file pickers
 * offer them (acceptOf).
 */
export const acceptedTypes: Record<DocumentRule, readonly string[]> = {
  photo: [jpeg, png, webp],
  image: [jpeg, png, webp],
  identity: [jpeg, png, pdf],
  certificate: [pdf, doc, docx, jpeg, png],
};

/** The file name endings of each type, the usual one first (a stored document's name takes it). */
export const extensionsOf: Record<string, readonly string[]> = {
  [jpeg]: ['.jpg', '.jpeg'],
  [png]: ['.png'],
  [webp]: ['.webp'],
  [pdf]: ['.pdf'],
  [doc]: ['.doc'],
  [docx]: ['.docx'],
};

/** A file input's accept attribute for a rule: its extensions, then its types (some phones' pickers read only one). */
export const acceptOf = (rule: DocumentRule): string => {
  const types = acceptedTypes[rule];
  return [...types.flatMap((type) => extensionsOf[type] ?? []), ...types].join(',');
};

/** The rules whose pictures become JPEG when shrunk or re-encoded, whatever they arrived as; the others keep a PNG a PNG. */
export const jpegRules: ReadonlySet<DocumentRule> = new Set(['photo', 'image']);

export interface PictureLimit {
  /** Longest side, pixels. */
  longestSide: number;
  /** The most bytes a picture may have to be kept as sent. */
  keptBytes: number;
}

/**
 * A passport-size photo prints at about 413x531 px (35x45 mm at 300 dpi), so
 * 1000 px keeps it sharp and lets a 12 MP camera JPEG be decoded at a quarter
 * of its size (decision 024). A payment screenshot keeps 2400 px, the height
 * of most phone screens, so a screenshot is kept whole and its UTR legible.
 */
export const pictureLimits: Record<DocumentRule, PictureLimit> = {
  photo: { longestSide: 1000, keptBytes: 512 * 1024 },
  image: { longestSide: 2400, keptBytes: 512 * 1024 },
  identity: { longestSide: 2400, keptBytes: 1024 * 1024 },
  certificate: { longestSide: 2400, keptBytes: 1024 * 1024 },
};
