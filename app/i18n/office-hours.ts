// Office hours are a setting, written by staff in English. While the setting
// is the spec's default, a page shows it in its own language; a text staff
// wrote themselves is shown as they wrote it. No message writes the hours
// itself: each takes them as {{hours}}, filled from here, so a message never
// contradicts the setting once staff change it.
import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { defaultOfficeHours } from '../../domain/catalogue/site';
import type { RootData } from '~/root';

export function useOfficeHours(): (setting: string) => string {
  const { t } = useTranslation();
  return (setting) => (setting === defaultOfficeHours ? t('contact.officeHoursDefault') : setting);
}

/** The office hours setting as staff wrote it (the root loader's identity), the default before it loads. */
export function useOfficeHoursSetting(): string {
  return useRouteLoaderData<RootData>('root')?.identity?.officeHours || defaultOfficeHours;
}

/** The office hours in the page's language, for a message's {{hours}}. */
export function useOfficeHoursText(): string {
  const setting = useOfficeHoursSetting();
  return useOfficeHours()(setting);
}
