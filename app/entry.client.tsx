// First: before any module that loads zod (see the file).
import './zod-without-eval';
import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '../domain/language-paths';
import { defaultLanguage } from '../domain/vocabulary';
import { ClientPageMessages, readPageMessages } from '~/i18n/page-messages';
import { loadTranslation, TranslationProvider } from '~/i18n/translation';
import { startOfflineSupport } from '~/offline/register';
import { pageDataDecoded } from '~/page-data-decoded';

// The server wrote the page's language into <html lang>, and the message
// sections the page uses into the page; the rest load after the page.
const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : defaultLanguage;
const page = readPageMessages();
startOfflineSupport();

const hydrate = (wrap: (app: ReactNode) => ReactNode) =>
  startTransition(() => {
    hydrateRoot(
      document,
      wrap(
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      ),
    );
  });

// Hydrated once Remix has decoded the page's data: a tap before then must not
// meet a render that suspends (app/page-data-decoded.ts).
if (page) {
  void pageDataDecoded().then(() =>
    hydrate((app) => (
      <ClientPageMessages language={language} page={page}>
        {app}
      </ClientPageMessages>
    )),
  );
} else {
  void Promise.all([loadTranslation(language), pageDataDecoded()]).then(([translation]) =>
    hydrate((app) => <TranslationProvider value={translation}>{app}</TranslationProvider>),
  );
}
