// React's server renderer leaves NUL bytes where a Hindi string meets the end
// of its 2 KB buffer (server/http/without-nul-bytes.ts). Rendered for real:
// short pieces fill the buffer and some padding moves its boundary through a Hindi sentence until React shows
// the fault, and the transform takes every NUL out and nothing else.
import { PassThrough, type Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withoutNulBytes } from '../../server/http/without-nul-bytes';

const sentence = 'धन्यवाद। आपका ₹1,500 का भुगतान मिल गया है और संस्थान की जाँच की प्रतीक्षा में है।';

function rendered(padding: number, through: (stream: Readable) => Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      createElement(
        'main',
        null,
        // Short pieces fill React's buffer (a long one would be sent on its own), then the sentence.
        Array.from({ length: 200 }, (_, i) => createElement('i', { key: i }, 'a')),
        createElement('p', null, 'a'.repeat(padding)),
        createElement('p', null, sentence),
      ),
      {
        onAllReady() {
          const out = new PassThrough();
          pipe(out);
          resolve(text(through(out)));
        },
        onShellError: reject,
      },
    );
  });
}

describe('withoutNulBytes', () => {
  it('takes out the NUL bytes React leaves at a buffer boundary, and changes nothing else', async () => {
    let faults = 0;
    for (let padding = 1; padding < 300; padding += 1) {
      const raw = await rendered(padding, (stream) => stream);
      const cleaned = await rendered(padding, (stream) => stream.pipe(withoutNulBytes()));
      if (raw.includes('\u0000')) faults += 1;
      expect(cleaned).not.toContain('\u0000');
      expect(cleaned).toBe(raw.replaceAll('\u0000', ''));
      expect(cleaned).toContain(sentence);
    }
    // The fault is real in this React: some padding splits a character at the boundary.
    expect(faults).toBeGreaterThan(0);
  });
});
