// A page carries only the catalogue lists its first render read
// (app/i18n/page-messages.tsx). An answer rendered before the complete
// messages are in (/admission-form's look-up, when the tap came while the page
// was hydrating) names a course or centre the page did not carry: the labels
// must show the record's stored words and ask for the list, not throw (a
// TypeError there put "the connection was lost" on a look-up that had worked).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFormLabels } from '~/components/forms/labels';
import { createTranslation, TranslationProvider, type Translation } from '~/i18n/translation';
import { hi } from '~/locales/hi';
import type { Messages } from '~/locales/en';

function Course() {
  const labels = useFormLabels();
  return createElement('p', null, `${labels.course('DCA', 'Diploma in Computer Application')} · ${labels.centre('belwa')}`);
}

const render = (translation: Translation) =>
  renderToString(createElement(TranslationProvider, { value: translation, children: createElement(Course) }));

describe('form labels on a page without the catalogue lists', () => {
  it('shows the stored course and centre and asks for the lists', () => {
    const read: string[] = [];
    // What /hi/admission-form carries: the catalogue without its course names or centres.
    const page = {
      ...hi,
      catalogue: { institute: hi.catalogue.institute, legalLinks: hi.catalogue.legalLinks },
    } as unknown as Messages;
    const translation = createTranslation('hi', page, (path) => read.push(path.join('.')));
    const html = render(translation);
    expect(html).toContain('Diploma in Computer Application (DCA) · belwa');
    expect(read).toEqual(expect.arrayContaining(['catalogue.courseNames', 'catalogue.centreDetails']));
  });

  it('names the course in Hindi once the lists are in', () => {
    const html = render(createTranslation('hi', hi));
    expect(html).toContain(`${hi.catalogue.courseNames.DCA} (DCA)`);
  });
});
