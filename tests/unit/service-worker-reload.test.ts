// The service worker answers a client-side navigation's failed data request
// with Remix's "load the whole page" redirect, written by hand
// (reloadDocumentBody). This holds that text to what Remix's server writes for
// `redirectDocument(path)` and to what its client reads back, through the
// turbo-stream version both sides of Remix use.
import { UNSAFE_SingleFetchRedirectSymbol as redirectSymbol } from '@remix-run/server-runtime';
import { decode, encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { reloadDocumentBody } from '../../server/http/service-worker';

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

const textOf = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('reloadDocumentBody', () => {
  for (const path of ['/', '/hi/gallery', '/academics?page=2', '/hi/"quoted"']) {
    it(`is what Remix's server writes for redirectDocument("${path}")`, async () => {
      // @remix-run/server-runtime's encodeViaTurboStream, its redirect plugin and the headers of redirectDocument.
      const written = await textOf(
        encode(
          { [redirectSymbol]: { redirect: path, status: 302, revalidate: false, reload: true, replace: false } },
          {
            plugins: [
              (value) =>
                value && typeof value === 'object' && redirectSymbol in value
                  ? ['SingleFetchRedirect', (value as Record<symbol, unknown>)[redirectSymbol]]
                  : undefined,
            ],
          },
        ),
      );
      expect(reloadDocumentBody(path)).toBe(written);
    });
  }

  it("reads back in Remix's client as a whole-page load of the path", async () => {
    // @remix-run/react's decodeViaTurboStream, its redirect plugin.
    const decoded = await decode(streamOf(reloadDocumentBody('/hi/gallery?page=2')), {
      plugins: [(type, ...rest) => (type === 'SingleFetchRedirect' ? { value: { [redirectSymbol]: rest[0] } } : undefined)],
    });
    expect((decoded.value as Record<symbol, unknown>)[redirectSymbol]).toEqual({
      redirect: '/hi/gallery?page=2',
      status: 302,
      revalidate: false,
      reload: true,
      replace: false,
    });
  });
});
