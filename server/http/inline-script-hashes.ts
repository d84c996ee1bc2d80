// The CSP hash sources ('sha256-...') of every inline <script> in a page.
// A browser hashes the element's text exactly as it appears between the tags,
// so the text is hashed byte for byte; scripts with a src are not inline.
import { createHash } from 'node:crypto';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptPattern)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
