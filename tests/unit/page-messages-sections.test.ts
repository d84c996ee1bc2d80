// A page carries only the messages its render read: the keys read through t,
// the sections read whole, of the catalogue the lists (app/i18n/page-messages.tsx).
import { describe, expect, it } from 'vitest';
import { holds, scriptSafe, trackedTranslation } from '../../app/i18n/page-messages';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';

describe('trackedTranslation', () => {
  it('notes the keys read through t and the sections read through messages, nothing else', () => {
    const { translation, json } = trackedTranslation('en', en);
    expect(JSON.parse(json())).toEqual({});
    expect(translation.t('footer.quickLinks')).toBe(en.footer.quickLinks);
    expect(translation.t('skipLink')).toBe(en.skipLink);
    expect(translation.messages.problems.general.invalidForm).toBe(en.problems.general.invalidForm);
    expect(translation.t('footer.quickLinks')).toBe(en.footer.quickLinks);
    expect(JSON.parse(json())).toEqual({
      footer: { quickLinks: en.footer.quickLinks },
      problems: en.problems,
      skipLink: en.skipLink,
    });
  });

  it('a client page knows which keys it carries', () => {
    const page = { footer: { quickLinks: 'x' }, catalogue: { legalLinks: [] } };
    expect(holds(page, ['footer', 'quickLinks'])).toBe(true);
    expect(holds(page, ['footer', 'contact'])).toBe(false);
    expect(holds(page, ['catalogue', 'legalLinks'])).toBe(true);
    expect(holds(page, ['catalogue', 'centreDetails'])).toBe(false);
    expect(holds(page, ['home'])).toBe(false);
  });

  it('carries only the catalogue lists a page read', () => {
    const { translation, json } = trackedTranslation('hi', hi);
    const { centreDetails, legalLinks } = translation.messages.catalogue;
    expect(centreDetails).toEqual(hi.catalogue.centreDetails);
    expect(legalLinks).toEqual(hi.catalogue.legalLinks);
    expect(JSON.parse(json())).toEqual({
      catalogue: { centreDetails: hi.catalogue.centreDetails, legalLinks: hi.catalogue.legalLinks },
    });
  });

  it('writes JSON that cannot close its script element and reads back the same', () => {
    const { translation, json } = trackedTranslation('en', { ...en, skipLink: '</script><script>alert(1)</script>' });
    translation.t('skipLink');
    const written = scriptSafe(json());
    expect(written).not.toContain('<');
    expect(JSON.parse(written)).toEqual({ skipLink: '</script><script>alert(1)</script>' });
  });
});
