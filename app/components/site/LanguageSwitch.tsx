import { useLocation } from '@remix-run/react';
import { pathInLanguage, pathWithoutLanguage } from '../../../domain/language-paths';
import { defaultLanguage, languages } from '../../../domain/vocabulary';
import { useLanguage } from '~/i18n/use-language';
import { useTranslation } from '~/i18n/translation';

/**
 * हिन्दी / English: the same page in the other language. A plain link and a
 * whole new page, so the choice works without JavaScript and the new page
 * loads only its own language's messages. English pages have no prefix, so
 * the link to English says so explicitly (?lang=en), which the server
 * remembers (server/http/language.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const current = useLanguage();
  const other = languages.values.find((language) => language !== current) ?? defaultLanguage;
  const query = new URLSearchParams(search);
  query.delete('lang');
  if (other === defaultLanguage) query.set('lang', other);
  const rest = query.toString();
  const href = pathInLanguage(other, pathWithoutLanguage(pathname)) + (rest ? `?${rest}` : '');
  return (
    <a href={href} className={className} hrefLang={other} lang={other} aria-label={t('language.switchLabel')}>
      {t('language.switchTo')}
    </a>
  );
}
