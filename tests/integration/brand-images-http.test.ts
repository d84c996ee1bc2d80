// Over real HTTP: staff upload the logo and the merchant QR on the Settings
// page; the logo is served publicly, shown in the header and as the favicon
// (/favicon.ico falls back to the drawn mark); the payment step shows the
// merchant QR and offers the generated QR as a PNG download. Needs `npm run build`.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { merchantUpiQrText, qrPng } from '../support/seed';

let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: 'brand@example.in', ADMIN_PASSWORD: 'brand-long-secret' });
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email: 'brand@example.in', password: 'brand-long-secret' }).toString(),
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
});

async function uploadImage(kind: string, bytes: Buffer, type = 'image/png') {
  const body = new FormData();
  body.set('kind', kind);
  body.set('image', new Blob([new Uint8Array(bytes)], { type }), 'image.png');
  return fetch(`${server.url}/admin/settings`, { method: 'POST', headers: { cookie, origin: server.url }, body });
}

const squarePng = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('the logo', () => {
  it('falls back to the drawn mark as the favicon while none is set', async () => {
    const response = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('href="/favicon.svg"');
  });

  it('uploaded on the Settings page, is served publicly, shown in the header and served as the favicon', async () => {
    const refused = await uploadImage('logo', Buffer.from('%PDF-1.4 not an image'), 'application/pdf');
    expect(refused.status).toBe(415);
    expect(await refused.text()).toContain('Please choose a JPEG, PNG or WebP image.');

    const response = await uploadImage('logo', await squarePng(400, '#aa3300'));
    expect(response.status).toBe(200);
    const home = await (await fetch(`${server.url}/`)).text();
    const logoUrl = /<img src="(\/media\/brand\/[0-9a-f]{24}\.png)"/.exec(home)?.[1];
    expect(logoUrl).toBeDefined();
    expect(home).toContain(`<link rel="icon" href="${logoUrl}" type="image/png"/>`);
    const image = await fetch(`${server.url}${logoUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const served = Buffer.from(await image.arrayBuffer());
    expect((await sharp(served).metadata()).width).toBe(256);
    const icon = await fetch(`${server.url}/favicon.ico`, { redirect: 'manual' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await icon.arrayBuffer()).equals(served)).toBe(true);
  });

  it('cannot be uploaded without a session', async () => {
    const body = new FormData();
    body.set('kind', 'logo');
    body.set('image', new Blob([new Uint8Array(await squarePng(50, '#000000'))], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${server.url}/admin/settings`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });
});

describe('paying from the same phone', () => {
  it('offers the QR as a PNG for the current fee, and refuses a payment it does not know', async () => {
    const page = await (await fetch(`${server.url}/admissions`)).text();
    expect(page).toContain('href="/payment-qr.png?for=registration"');
    expect(page).toContain('Save QR image');
    const png = await fetch(`${server.url}/payment-qr.png?for=registration`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toMatch(/^attachment; filename="upi-qr-registration-fee-\d+\.png"$/);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(600);
    const admission = await fetch(`${server.url}/payment-qr.png?for=admission&ref=REG-0000ABCD`);
    expect(admission.status).toBe(200);
    expect((await fetch(`${server.url}/payment-qr.png?for=tuition`)).status).toBe(400);
    expect((await fetch(`${server.url}/payment-qr.png?for=admission&ref=../../etc`)).status).toBe(400);
  });

  it('shows the merchant QR on the payment step once uploaded', async () => {
    // A picture without a UPI QR is refused with the reason, on the settings page.
    const blank = await uploadImage('merchantQr', await squarePng(600, '#ffffff'));
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('No UPI QR code could be read in this picture.');
    const response = await uploadImage('merchantQr', await qrPng(merchantUpiQrText));
    expect(response.status).toBe(200);
    const settingsPage = (await (await fetch(`${server.url}/admin/settings`, { headers: { cookie } })).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(settingsPage).toMatch(/This QR pays <strong>Test Institute<\/strong> \(testinstitute@okaxis\), merchant code 8299\./);
    const page = await (await fetch(`${server.url}/admissions`)).text();
    const qrUrl = /<img src="(\/media\/brand\/[0-9a-f]{24}\.png)" alt="The institute&#x27;s UPI QR code/.exec(page)?.[1];
    expect(qrUrl).toBeDefined();
    expect((await fetch(`${server.url}${qrUrl}`)).status).toBe(200);
  });
});
