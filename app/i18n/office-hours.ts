// Office hours are a setting, written by staff in English. While the setting
// is the spec's default, a page shows it in its own language; a text staff
// wrote themselves is shown as they wrote it.
import { useTranslation } from '~/i18n/translation';

/** The settings' default office hours (tests/unit/page-messages.test.ts keeps them equal). */
export const defaultOfficeHours = 'Monday to Saturday, 9:00 AM to 5:00 PM';

export function useOfficeHours(): (setting: string) => string {
  const { t } = useTranslation();
  return (setting) => (setting === defaultOfficeHours ? t('contact.officeHoursDefault') : setting);
}
