import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { isLanguage } from '../domain/language-paths';
import { defaultLanguage } from '../domain/vocabulary';
import { createI18n } from '~/i18n/i18n';

// The server wrote the page's language into <html lang>; load only its messages.
const lang = document.documentElement.lang;

void createI18n(isLanguage(lang) ? lang : defaultLanguage).then((i18n) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
