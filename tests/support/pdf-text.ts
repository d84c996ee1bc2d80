// Just enough of a PDF reader for the PDFs Chromium prints (page.pdf): the
// number of pages and the text each page draws, decoded through the fonts'
// ToUnicode maps. Tests use it to check what an applicant would really get
// on paper, without a PDF library.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + (body.slice(streamAt, streamAt + 8).startsWith('stream\r\n') ? 8 : 7);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
    header.lastIndex = end;
  }
  return objects;
}

/** code (hex, 4 digits) -> text, from a ToUnicode CMap's bfchar and bfrange sections. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const section of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of section[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code!.toUpperCase(), unicode(value!));
    }
  }
  for (const section of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, value] of section[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(from!, 16);
      const base = parseInt(value!, 16);
      for (let code = first; code <= parseInt(to!, 16); code++) {
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

const reference = (dict: string, key: string) => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
};

export function readPdf(pdf: Buffer): { pages: number; text: string[] } {
  const objects = objectsOf(pdf);
  const pages = [...objects.values()].filter((object) => /\/Type \/Page(?![s\w])/.test(object.dict));
  const text = pages.map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontBlock = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const [, name, id] of fontBlock.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = reference(objects.get(Number(id))?.dict ?? '', 'ToUnicode');
      const cmap = toUnicode === null ? null : objects.get(toUnicode)?.stream;
      fonts.set(name!, cmap ? cmapOf(cmap.toString('latin1')) : new Map());
    }
    const contentsId = reference(page.dict, 'Contents');
    const content = (contentsId === null ? null : objects.get(contentsId)?.stream)?.toString('latin1') ?? '';
    let font = new Map<string, string>();
    let out = '';
    const decode = (hex: string) => (hex.toUpperCase().match(/.{4}/g) ?? []).map((code) => font.get(code) ?? '').join('');
    for (const [token, fontName, hex, array] of content.matchAll(
      /\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]*)> ?Tj|\[([^\]]*)\] ?TJ|\bET\b/g,
    )) {
      if (fontName) font = fonts.get(fontName) ?? new Map();
      else if (hex !== undefined) out += decode(hex);
      else if (array !== undefined) {
        for (const [, part, kern] of array.matchAll(/<([0-9A-Fa-f]*)>|(-?[\d.]+)/g)) {
          if (part !== undefined) out += decode(part);
          else if (Number(kern) < -200) out += ' ';
        }
      } else if (token === 'ET') out += '\n';
    }
    return withoutLigatures(out);
  });
  return { pages: pages.length, text };
}

/**
 * The font draws "fl", "fi", "ff" ... as one ligature glyph, which its map
 * reads back as one character (U+FB00-FB06): the text as typed, for the
 * tests' comparisons ("Receipt DeskGtflpm" came back with "ﬂ" in a CI run).
 */
const ligatures: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };
const withoutLigatures = (text: string) => text.replace(/[\uFB00-\uFB06]/g, (ligature) => ligatures[ligature] ?? ligature);
