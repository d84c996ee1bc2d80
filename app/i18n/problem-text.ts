// Messages the server and the shared zod schemas write (domain/schemas/messages.ts,
// domain/problem.ts) are English: the old client and the admin area read them
// as they are. A public page shows them in its own language: the English text
// is looked up among the `problems` messages (placeholders {{x}} match any
// text) and the same key's text of the page's language is shown instead. A
// message with no translation stays English rather than being lost.
import type { Messages } from '~/locales/en';
import { defaultLanguage } from '../../domain/vocabulary';
import { problemsEn } from '~/locales/problems.en';
import { useTranslation } from './translation';

type Tree = { readonly [key: string]: string | Tree };

interface Template {
  pattern: RegExp;
  names: string[];
  path: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(tree: Tree, path: string[] = []): Template[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return templatesOf(value, [...path, key]);
    const names: string[] = [];
    const source = value
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return [{ pattern: new RegExp(`^${source}$`), names, path: [...path, key] }];
  });
}

const cache = new WeakMap<object, Template[]>();

/** `message` in `translated`'s words, when it is one of `english`'s problems. */
export function problemText(message: string, english: Messages['problems'], translated: Messages['problems']): string {
  if (english === translated) return message;
  let templates = cache.get(english);
  if (!templates) cache.set(english, (templates = templatesOf(english as unknown as Tree)));
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    let text: unknown = translated;
    for (const key of template.path) text = (text as Tree | undefined)?.[key];
    if (typeof text !== 'string') return message;
    // A value may itself be a known message (a document's name): translate it too.
    return template.names.reduce(
      (result, name, index) => result.replaceAll(`{{${name}}}`, problemText(match[index + 1]!, english, translated)),
      text,
    );
  }
  return message;
}

/** `say(message)`: a server or schema message in the page's language. */
export function useProblemText(): (message: string) => string {
  const { language, messages } = useTranslation();
  // English says them as written. Another language reads its words only when
  // saying one, so a page carries them only when it shows a problem
  // (app/i18n/page-messages.tsx); one shown later loads them then.
  return (message) => (language === defaultLanguage ? message : problemText(message, problemsEn, messages.problems));
}
