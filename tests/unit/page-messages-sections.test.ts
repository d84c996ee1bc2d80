// A page carries only the message sections its render read, and of the
// catalogue only the lists it read (app/i18n/page-messages.tsx).
import { describe, expect, it } from 'vitest';
import { scriptSafe, trackedTranslation } from '../../app/i18n/page-messages';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';

describe('trackedTranslation', () => {
  it('notes the sections read through t and messages, nothing else', () => {
    const { translation, json } = trackedTranslation('en', en);
    expect(JSON.parse(json())).toEqual({});
    expect(translation.t('footer.quickLinks')).toBe(en.footer.quickLinks);
    expect(translation.t('skipLink')).toBe(en.skipLink);
    expect(translation.messages.problems.general.invalidForm).toBe(en.problems.general.invalidForm);
    expect(JSON.parse(json())).toEqual({ footer: en.footer, problems: en.problems, skipLink: en.skipLink });
  });

  it('carries only the catalogue lists a page read', () => {
    const { translation, json } = trackedTranslation('hi', hi);
    const { centreDetails, legalLinks } = translation.messages.catalogue;
    expect(centreDetails).toEqual(hi.catalogue.centreDetails);
    expect(legalLinks).toEqual(hi.catalogue.legalLinks);
    expect(JSON.parse(json())).toEqual({ catalogue: { centreDetails: hi.catalogue.centreDetails, legalLinks: hi.catalogue.legalLinks } });
  });

  it('writes JSON that cannot close its script element and reads back the same', () => {
    const { translation, json } = trackedTranslation('en', { ...en, skipLink: '</script><script>alert(1)</script>' });
    translation.t('skipLink');
    const written = scriptSafe(json());
    expect(written).not.toContain('<');
    expect(JSON.parse(written)).toEqual({ skipLink: '</script><script>alert(1)</script>' });
  });
});
