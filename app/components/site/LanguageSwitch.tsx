import { useLocation } from '@remix-run/react';
import { pathInLanguage, pathWithoutLanguage } from '../../../domain/language-paths';
import { languages } from '../../../domain/vocabulary';
import { useLanguage } from '~/i18n/use-language';

/**
 * हिन्दी / English: the same page in each other language, named in itself.
 * A plain link and a whole new page, so the choice works without JavaScript
 * and the new page loads only its own language's messages. The link says
 * ?lang=xx, which the server remembers and then drops
 * (server/http/language.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = useLanguage();
  const hrefIn = (language: (typeof languages.values)[number]) => {
    const query = new URLSearchParams(search);
    query.delete('lang');
    query.set('lang', language);
    const rest = query.toString();
    return pathInLanguage(language, pathWithoutLanguage(pathname)) + (rest ? `?${rest}` : '');
  };
  return (
    <>
      {languages.values
        .filter((language) => language !== current)
        .map((language) => (
          <a key={language} href={hrefIn(language)} className={className} hrefLang={language} lang={language}>
            {languages.labels[language]}
          </a>
        ))}
    </>
  );
}
