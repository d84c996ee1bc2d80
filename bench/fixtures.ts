// Realistic upload fixtures: real JPEG/PNG/PDF bytes of the sizes phones send.
import sharp from 'sharp';
import { shrinkPlan } from '../app/components/forms/picture-shrink';

/**
 * A phone camera photo: 4000x3000 (12 MP) JPEG of about 1.2 MB with EXIF, as
 * a mid-range phone sends. Smooth shapes with a fine grain: pure noise would
 * weigh the same at a fraction of the pixels and never exercise the resize.
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  const pixels = await sharp({
    create: { width: 80, height: 60, channels: 3, background: '#88aacc', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // A fixed-seed grain (the same bytes every run).
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const value = pixels[i]! + ((seed >>> 24) / 255 - 0.5) * 10;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone 12MP', DateTime: '2026:11:20 10:15:00' } })
    .toBuffer();
}

/** A UPI payment screenshot: a 1080x2400 PNG of flat colour and lines of text, about 120 KB. */
async function paymentScreenshot() {
  const width = 1080;
  const height = 2400;
  const pixels = Buffer.alloc(width * height * 3, 0xff);
  let seed = 99;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 24;
  };
  const dot = (x: number, y: number, rgb: readonly number[]) => pixels.set(rgb, (y * width + x) * 3);
  for (let y = 0; y < 220; y++) for (let x = 0; x < width; x++) dot(x, y, [0x5f, 0x25, 0x9f]);
  for (let y = 300; y < height - 200; y += 56) {
    const end = 60 + next() * 3.6;
    for (let x = 60; x < end;) {
      const word = 20 + (next() % 90);
      for (let dy = 0; dy < 30; dy++) for (let dx = 0; dx < word; dx++) if (next() < 110) dot(x + dx, y + dy, [0x22, 0x22, 0x22]);
      x += word + 18;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A PDF of about `bytes` bytes: a valid header and trailer around padding. */
function pdfOf(bytes: number) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x41), tail]);
}

export async function uploadFixtures() {
  return {
    photo: await phonePhoto(),
    screenshot: await paymentScreenshot(),
    aadhaar: pdfOf(500 * 1024),
    tenth: pdfOf(400 * 1024),
    twelfth: pdfOf(400 * 1024),
  };
}

export type UploadFixtures = Awaited<ReturnType<typeof uploadFixtures>>;

/**
 * A picture as the forms' JavaScript sends it ahead (`shrinkPicture` in
 * app/components/forms/picture-shrink.ts, with browser-image-compression
 * 2.x, by the same plan): below the plan's size it goes as chosen; else drawn
 * at most `maxWidthOrHeight` px on a canvas (orientation applied, EXIF gone)
 * and saved as JPEG at the plan's initial quality, then, while larger than
 * `maxSizeMB` or than the original, 5% smaller in quality (and in each side
 * when the first try was over `maxSizeMB`), at most 10 more times.
 */
export async function browserShrunk(file: { bytes: Buffer; type: string }, field: string) {
  const plan = shrinkPlan(field);
  const { bytes } = file;
  if (bytes.length < plan.keepBelowBytes) return file;
  const maxBytes = plan.maxSizeMB * 1024 * 1024;
  const { width = 0, height = 0 } = await sharp(bytes).rotate().metadata();
  let scale = Math.min(1, plan.maxWidthOrHeight / Math.max(width, height));
  let quality = plan.initialQuality;
  const encode = () =>
    sharp(bytes)
      .rotate()
      .resize(Math.round(width * scale), Math.round(height * scale))
      .jpeg({ quality: Math.max(1, Math.round(quality * 100)) })
      .toBuffer();
  let output = await encode();
  const shrinkSides = output.length > maxBytes;
  for (let tries = 10; tries > 0 && (output.length > maxBytes || output.length > bytes.length); tries--) {
    if (shrinkSides) scale *= 0.95;
    quality *= 0.95;
    output = await encode();
  }
  return { bytes: output, type: 'image/jpeg' };
}

/** The application's text fields; `placeholders` are written over per request. */
const applicationFields = (placeholders: { utr: string; mobile: string; email: string; key: string }) => ({
  idempotencyKey: placeholders.key,
  program: 'diploma',
  courseCode: 'DCA',
  centre: 'belwa',
  courseMode: 'Offline',
  name: 'Bench Applicant',
  fatherName: 'Bench Father',
  dob: '2004-05-06',
  gender: 'female',
  mobile: placeholders.mobile,
  email: `bench${placeholders.email}@example.in`,
  address: 'Ward 4, Belwa',
  consent: 'on',
  utr: placeholders.utr,
});

/** A run's unique UTR, mobile, email and idempotency key for application `index`. */
function uniqueValues(index: number) {
  const run = `${process.pid % 1000}`.padStart(3, '0');
  const n = String(index).padStart(8, '0');
  return {
    utr: `1${run}${n}`,
    mobile: `9${run.slice(1)}${n.slice(1)}`.padEnd(10, '0').slice(0, 10),
    email: n,
    key: `bench${run}${n}`,
  };
}

/**
 * The small final submit of the JavaScript form: the fields and the staged
 * upload ids (`staged.<field>`), as a multipart body. `index` offsets from
 * the multipart row's, so the two rows never share a UTR.
 */
export function stagedSubmitBody(index: number, staged: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(applicationFields(uniqueValues(5_000_000 + index)))) form.set(key, value);
  for (const [field, id] of Object.entries(staged)) form.set(`staged.${field}`, id);
  return form;
}

/**
 * An application's multipart body, built once with placeholders; each request
 * gets a copy with its own UTR, mobile, email and idempotency key written in
 * place (same lengths), so no body is held per request.
 */
export async function applicationBodies(files: UploadFixtures) {
  const placeholders = { utr: 'U'.repeat(12), mobile: 'M'.repeat(10), email: 'E'.repeat(8), key: 'K'.repeat(16) };
  const form = new FormData();
  for (const [key, value] of Object.entries(applicationFields(placeholders))) form.set(key, value);
  form.set('photoUpload', new Blob([files.photo], { type: 'image/jpeg' }), 'photo.jpg');
  form.set('aadhaarUpload', new Blob([files.aadhaar], { type: 'application/pdf' }), 'aadhaar.pdf');
  form.set('tenthDoc', new Blob([files.tenth], { type: 'application/pdf' }), '10th.pdf');
  form.set('twelfthDoc', new Blob([files.twelfth], { type: 'application/pdf' }), '12th.pdf');
  form.set('paymentScreenshot', new Blob([files.screenshot], { type: 'image/png' }), 'upi.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const headers = { 'content-type': request.headers.get('content-type')! };
  const template = Buffer.from(await request.arrayBuffer());
  const offsets = Object.fromEntries(
    Object.entries(placeholders).map(([name, value]) => [name, template.indexOf(value)]),
  ) as Record<keyof typeof placeholders, number>;
  return {
    bytes: template.length,
    body: (index: number) => {
      const body = Buffer.from(template);
      for (const [name, value] of Object.entries(uniqueValues(index))) {
        body.write(value, offsets[name as keyof typeof placeholders], 'latin1');
      }
      return { headers, body };
    },
  };
}
