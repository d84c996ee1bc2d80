// Texts the content pages hold twice: once as data the server uses, once in
// the messages. They must stay the same words.
import { describe, expect, it } from 'vitest';
import { defaultOfficeHours, institute } from '../../domain/catalogue/site';
import { courseDuration } from '../../domain/catalogue/courses';
import { defaultSettings } from '../../server/services/settings';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';

describe('page messages that repeat catalogue and settings texts', () => {
  it('the default office hours are the settings default, with a Hindi text of their own', () => {
    expect(defaultSettings.officeHours).toBe(defaultOfficeHours);
    expect(en.contact.officeHoursDefault).toBe(defaultOfficeHours);
    expect(hi.contact.officeHoursDefault).toMatch(/सोमवार से शनिवार/);
  });

  it('the institute names and the course duration are the catalogue words', () => {
    expect(en.home.instituteName).toBe(institute.name);
    expect(en.home.instituteShortName).toBe(institute.shortName);
    expect(en.syllabus.durationValue).toBe(courseDuration);
  });
});
