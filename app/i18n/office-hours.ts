// Office hours are a setting, written by staff in English. While the setting
// is the spec's default, a page shows it in its own language; a text staff
// wrote themselves is shown as they wrote it.
import { useTranslation } from '~/i18n/translation';
import { defaultOfficeHours } from '../../domain/catalogue/site';

export function useOfficeHours(): (setting: string) => string {
  const { t } = useTranslation();
  return (setting) => (setting === defaultOfficeHours ? t('contact.officeHoursDefault') : setting);
}
