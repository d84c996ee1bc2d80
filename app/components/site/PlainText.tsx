// Text staff wrote (domain/plain-text.ts blocks) as elements: never as HTML.
import type { Block, Inline } from '../../../domain/plain-text';

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.kind === 'bold' ? (
          <strong key={index}>{inline.text}</strong>
        ) : inline.kind === 'link' ? (
          <a key={index} href={inline.href} rel={inline.href.startsWith('/') ? undefined : 'noopener'}>
            {inline.text}
          </a>
        ) : (
          inline.text
        ),
      )}
    </>
  );
}

export function PlainText({ blocks, lang }: { blocks: Block[]; lang?: string }) {
  return (
    <div lang={lang}>
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines inlines={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        ),
      )}
    </div>
  );
}
