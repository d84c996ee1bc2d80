import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../domain/language-paths';
import { defaultLanguage } from '../domain/vocabulary';
import { loadTranslation, TranslationProvider } from '~/i18n/translation';

// The server wrote the page's language into <html lang>; load only its messages.
const lang = document.documentElement.lang;

void loadTranslation(isLanguage(lang) ? lang : defaultLanguage).then((translation) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider value={translation}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
});
