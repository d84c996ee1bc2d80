// Realistic upload fixtures: real JPEG/PNG/PDF bytes of the sizes phones send.
import sharp from 'sharp';

async function noisyImage(width: number, height: number, format: 'jpeg' | 'png', targetBytes: number) {
  // Noise does not compress: the size is close to what a phone photo weighs.
  let side = 1;
  for (;;) {
    const image = sharp({
      create: { width: width * side, height: height * side, channels: 3, background: '#88aacc', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    });
    const buffer = format === 'jpeg' ? await image.jpeg({ quality: 80 }).toBuffer() : await image.png().toBuffer();
    if (buffer.length >= targetBytes || side >= 8) return buffer;
    side += 1;
  }
}

/** A PDF of about `bytes` bytes: a valid header and trailer around padding. */
function pdfOf(bytes: number) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length - tail.length), 0x41), tail]);
}

export async function uploadFixtures() {
  return {
    photo: await noisyImage(300, 380, 'jpeg', 300 * 1024),
    screenshot: await noisyImage(260, 300, 'png', 250 * 1024),
    aadhaar: pdfOf(500 * 1024),
    tenth: pdfOf(400 * 1024),
    twelfth: pdfOf(400 * 1024),
  };
}

export type UploadFixtures = Awaited<ReturnType<typeof uploadFixtures>>;

/**
 * An application's multipart body, built once with placeholders; each request
 * gets a copy with its own UTR, mobile, email and idempotency key written in
 * place (same lengths), so no body is held per request.
 */
export async function applicationBodies(files: UploadFixtures) {
  const placeholders = { utr: 'U'.repeat(12), mobile: 'M'.repeat(10), email: 'E'.repeat(8), key: 'K'.repeat(16) };
  const form = new FormData();
  const fields: Record<string, string> = {
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
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
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
  const run = `${process.pid % 1000}`.padStart(3, '0');
  return {
    bytes: template.length,
    body: (index: number) => {
      const body = Buffer.from(template);
      const n = String(index).padStart(8, '0');
      body.write(`1${run}${n}`, offsets.utr, 'latin1');
      body.write(`9${run.slice(1)}${n.slice(1)}`.padEnd(10, '0').slice(0, 10), offsets.mobile, 'latin1');
      body.write(n, offsets.email, 'latin1');
      body.write(`bench${run}${n}`, offsets.key, 'latin1');
      return { headers, body };
    },
  };
}
