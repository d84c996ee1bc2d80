// The page's messages and `t`, given to every component through one context.
// One page is one language: switching language loads a new page (the URL
// carries it), so nothing here ever changes language at run time. rosetta
// (under 1 KB) looks keys up and fills {{placeholders}}: a full i18n runtime
// would cost more JavaScript than the public pages' budget allows
// (docs/decisions/011-languages.md).
import { createContext, useContext, type ReactNode } from 'react';
import rosetta from 'rosetta';
import type { Language } from '../../domain/vocabulary';
import { loadMessages } from '~/locales';
import type { Messages } from '~/locales/en';

/** 'footer.quickLinks': the dotted path of every text in the messages. */
export type MessageKey = KeyOf<Messages>;
type KeyOf<T> = {
  [Key in keyof T & string]: T[Key] extends string ? Key : T[Key] extends readonly unknown[] ? never : `${Key}.${KeyOf<T[Key]>}`;
}[keyof T & string];

export type MessageValues = Record<string, string | number>;

export interface Translation {
  language: Language;
  messages: Messages;
  t: (key: MessageKey, values?: MessageValues) => string;
}

/** A section of the messages ('home', 'footer'): the first part of a key. */
export type MessageSection = keyof Messages & string;

/** The catalogue's lists are large and pages show few of them: each is noted on its own. */
const listedSection: MessageSection = 'catalogue';

/**
 * `onRead` hears the path of every text a render reads: a key's parts through
 * `t`, a whole section through `messages` (for the catalogue, the list). The
 * server sends a page only what it read (app/i18n/page-messages.tsx).
 */
export function createTranslation(
  language: Language,
  messages: Messages,
  onRead?: (path: readonly string[]) => void,
): Translation {
  const table = rosetta<Messages>({ [language]: messages });
  table.locale(language);
  if (!onRead) return { language, messages, t: (key, values) => table.t(key, values) as string };
  const lists = (value: object) =>
    new Proxy(value, {
      get(target, list, receiver) {
        if (typeof list === 'string') onRead([listedSection, list]);
        return Reflect.get(target, list, receiver) as unknown;
      },
    });
  const read = new Proxy(messages, {
    get(target, section, receiver) {
      const value = Reflect.get(target, section, receiver) as unknown;
      if (typeof section !== 'string') return value;
      if (section === listedSection && value && typeof value === 'object') return lists(value);
      onRead([section]);
      return value;
    },
  });
  return {
    language,
    messages: read,
    t: (key, values) => {
      onRead(key.split('.'));
      return table.t(key, values) as string;
    },
  };
}

/** The translation of a page in `language`, its messages loaded. */
export async function loadTranslation(language: Language): Promise<Translation> {
  return createTranslation(language, await loadMessages[language]());
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ value, children }: { value: Translation; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `const { t } = useTranslation()`; `language` is the page's. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation needs a TranslationProvider (app/entry.*.tsx).');
  return translation;
}
