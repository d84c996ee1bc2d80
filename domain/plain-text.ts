// The formatting staff may use in what visitors read (issue 52): paragraphs
// (a blank line), lists (lines starting "- "), **bold** and [links](https://…).
// Stored as that plain text; parsed here into blocks that a page renders as
// React elements, so no HTML staff write ever reaches a page and no script can
// (a link goes only to http(s), mailto:, tel: or a path of this site).

export type Inline =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };
export type Block = { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; items: Inline[][] };

const safeHref = (href: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(href);

export function parseInlines(line: string): Inline[] {
  const inlines: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) inlines.push({ kind: 'text', text: line.slice(last, match.index) });
    if (match[1] !== undefined) inlines.push({ kind: 'bold', text: match[1] });
    else if (safeHref(match[3]!)) inlines.push({ kind: 'link', text: match[2]!, href: match[3]! });
    else inlines.push({ kind: 'text', text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < line.length) inlines.push({ kind: 'text', text: line.slice(last) });
  return inlines;
}

export function parsePlainText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => /^[-*] /.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => parseInlines(line.slice(2).trim())) });
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(lines.join(' ')) });
    }
  }
  return blocks;
}
