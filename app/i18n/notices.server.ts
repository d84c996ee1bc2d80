// The notices shown today, in a page's language (decision 071: a Hindi field
// left empty shows the English one, marked lang="en"), with their text parsed
// into blocks on the server (domain/plain-text.ts), so the page gets no parser.
import { inLanguage } from '../../domain/content-language';
import { indiaDay } from '../../domain/dates';
import { parsePlainText, type Block } from '../../domain/plain-text';
import type { NoticeBody } from '../../domain/schemas/content';
import type { Language } from '../../domain/vocabulary';

export interface ShownNotice {
  key: string;
  title: string;
  titleLang: 'en' | undefined;
  blocks: Block[];
  textLang: 'en' | undefined;
  pinned: boolean;
  /** The last day shown, as the page's reader writes it. */
  until: string;
}

export function shownNotices(language: Language, notices: (NoticeBody & { key: string })[]): ShownNotice[] {
  const page = language === 'hi' ? 'hi' : 'en';
  return notices.map((notice) => {
    const title = inLanguage(page, notice.hi.title, notice.en.title);
    const text = inLanguage(page, notice.hi.text, notice.en.text);
    return {
      key: notice.key,
      title: title.text,
      titleLang: title.lang !== page ? 'en' : undefined,
      blocks: parsePlainText(text.text),
      textLang: text.lang !== page ? 'en' : undefined,
      pinned: notice.pinned,
      until: indiaDay(`${notice.endsOn}T12:00:00+05:30`, language),
    };
  });
}
