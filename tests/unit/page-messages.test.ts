// Texts the content pages hold twice: once as data the server uses, once in
// the messages. They must stay the same words.
import { describe, expect, it } from 'vitest';
import { defaultOfficeHours } from '../../domain/catalogue/site';
import { courseDuration } from '../../domain/catalogue/courses';
import { defaultSettings } from '../../server/services/site/settings';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';

describe('page messages that repeat catalogue and settings texts', () => {
  it('the default office hours are the settings default, with a Hindi text of their own', () => {
    expect(defaultSettings.officeHours).toBe(defaultOfficeHours);
    expect(en.contact.officeHoursDefault).toBe(defaultOfficeHours);
    expect(hi.contact.officeHoursDefault).toMatch(/सोमवार से शनिवार/);
  });

  it('the course duration is the catalogue words', () => {
    expect(en.syllabus.durationValue).toBe(courseDuration);
  });
});
