// A centre's description and photo: its name, kind and distance are the spec's facts; the words are the institute's to confirm.
import type { CentreBody } from '../../../../domain/schemas/content';
import { centreFromForm, type ContentItem } from './form-values';
import { ImageField } from './ImageField';
import { OneTextEditor } from './TextEditor';

/** A centre's description: shown on /centres; as shipped, nobody at the institute wrote it. */
export function CentreEditor({ item }: { item: ContentItem }) {
  const body = item.body as unknown as CentreBody;
  return (
    <OneTextEditor
      kind="centre"
      item={item}
      label="Description"
      extra={<ImageField label="Photo of the centre" image={body.image ?? null} />}
      words={{ en: body.en.note, hi: body.hi.note }}
      read={(form) => {
        const read = centreFromForm(form);
        return { en: read.en.note, hi: read.hi.note };
      }}
    />
  );
}
