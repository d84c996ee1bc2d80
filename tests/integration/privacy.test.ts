// The privacy notice, built from the settings over real HTTP: the retention
// period from DOCUMENT_RETENTION_DAYS, the office's contacts until a
// grievance officer is named, then the officer; linked from the footer and
// the application form's consent, listed in the sitemap. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { updateSettings } from '../../server/services/site/settings';
import { testInstitute } from '../support/institute';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DOCUMENT_RETENTION_DAYS: '120' });
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('the privacy notice', () => {
  it('says what is collected, why, how long, the rights, and falls back to the office while no grievance officer is set', async () => {
    const html = await page('/privacy');
    for (const heading of ['What we collect', 'Why we collect it', 'How long we keep it', 'Your rights', 'Whom to contact']) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('are deleted after 120 days');
    expect(html).toContain('Digital Personal Data Protection Act, 2023');
    // The saved form (decision 021) is named, with the button that clears it,
    // and the files say what really happens to them (issue 34: uploaded at once, staged).
    expect(html).toContain('also kept in your phone&#x27;s browser');
    expect(html).toContain('Each file you choose is sent to us as soon as you choose it');
    expect(html).toContain('if the form is never sent it is deleted within a day');
    expect(html).toContain('so that a reload continues it instead of sending it again');
    expect(html).not.toContain('not sent to us');
    expect(html).toContain('On a shared phone, press &quot;Start again&quot; when you stop.');
    expect(html).toContain('data-grievance-officer="office"');
    expect(html).toContain(`href="mailto:${testInstitute.contactEmail}"`);
    expect(html).not.toContain('Grievance officer:');
  });

  it('is in Hindi at /hi/privacy, with the same retention and contacts', async () => {
    const html = await page('/hi/privacy');
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<h2>आपके अधिकार</h2>');
    expect(html).toContain('120 दिन बाद मिटा दिए जाते हैं');
    expect(html).toContain('साझा फ़ोन पर, रुकते समय &quot;फिर से शुरू करें&quot; दबाएँ।');
    expect(html).toContain('वह चुनते ही हमें भेज दी जाती है');
    expect(html).toContain('एक दिन के अंदर मिटा दी जाती है');
    expect(html).toContain('हर फ़ाइल कितनी भेजी जा चुकी है');
    expect(html).not.toContain('हमें नहीं भेजी');
    expect(html).toContain(`href="mailto:${testInstitute.contactEmail}"`);
  });

  it('names the grievance officer once set, at once on the running server', async () => {
    const db = openDatabase(server.dataDir);
    try {
      updateSettings(
        db,
        { grievanceOfficerName: 'Asha Kumari', grievanceOfficerContact: 'grievance@test-institute.example' },
        null,
      );
    } finally {
      db.$client.close();
    }
    const html = await page('/privacy');
    expect(html).toContain('data-grievance-officer=""');
    expect(html).toContain('<strong>Asha Kumari</strong>');
    expect(html).toContain('href="mailto:grievance@test-institute.example"');
  });

  it('is linked from the footer and the consent text, and listed in the sitemap', async () => {
    const home = await page('/');
    expect(home).toMatch(/<a href="\/privacy">Privacy notice<\/a>/);
    const form = await page('/admissions');
    expect(form).toMatch(/I have read the[\s\S]{0,40}<a href="\/privacy" target="_blank" rel="noopener">privacy notice/);
    expect(await page('/sitemap.xml')).toContain(`<loc>${server.url}/privacy</loc>`);
  });
});
