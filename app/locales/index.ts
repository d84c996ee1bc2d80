// One messages file per language; each is its own chunk, so a page loads
// only the messages of its language. A new language needs its file and one
// line here (and its code in `languages`, domain/vocabulary.ts).
import type { Language } from '../../domain/vocabulary';
import type { Messages } from './en';

export const loadMessages: Record<Language, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  hi: () => import('./hi').then((module) => module.hi),
};
