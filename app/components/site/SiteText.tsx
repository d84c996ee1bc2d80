// An item of a site text list (decision 085) as the home and about pages show
// it: its title as a heading and its sentence, each marked lang="en" where
// the English stands in for a missing Hindi line.
import type { TextFacts } from '../../../domain/catalogue/site-texts';
import { withFacts } from '../../../domain/site-text-facts';
import type { ShownItem } from '~/i18n/site-texts.server';

export function ItemLines({ item, facts }: { item: ShownItem; facts: TextFacts }) {
  return (
    <>
      {item.title.text ? <h3 lang={item.title.lang}>{withFacts(item.title.text, facts)}</h3> : null}
      {item.text.text ? <p lang={item.text.lang}>{withFacts(item.text.text, facts)}</p> : null}
    </>
  );
}
