// The i18next instance of one render: on the server one per request, in the
// browser one per page load. The language never changes inside an instance:
// switching language is a new page (the URL carries it).
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../domain/vocabulary';
import { loadMessages } from '~/locales';

export async function createI18n(language: Language): Promise<i18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: await loadMessages[language]() } },
    // React escapes; i18next must not escape a second time.
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return instance;
}
