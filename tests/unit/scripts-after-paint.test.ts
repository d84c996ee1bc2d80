import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdScriptsUntilPainted, scriptsAfterPaint } from '../../server/http/scripts-after-paint';

// The end of a page's shell as Remix's <Scripts/> writes it (single fetch and
// lazy route discovery on, as in vite.config.ts), then a later streamed chunk.
const shell =
  '<!DOCTYPE html><html lang="hi"><head><link rel="stylesheet" href="/assets/root-A.css"/></head><body>' +
  '<main><h1>गैलरी</h1><p>हमारी कक्षाओं की तस्वीरें</p></main>' +
  '<script>window.__remixContext = {"isSpaMode":false};</script>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/>' +
  '<link rel="modulepreload" href="/assets/site-C.js"/>' +
  '<link rel="modulepreload" href="/assets/root-D.js"/>' +
  '<link rel="modulepreload" href="/assets/gallery-E.js"/>' +
  '<script type="module" async="">;\n' +
  'import * as route0 from "/assets/root-D.js";\n' +
  'import * as route1 from "/assets/gallery-E.js";\n' +
  'window.__remixManifest = {"entry":{"module":"/assets/entry.client-B.js"}};\n' +
  'window.__remixRouteModules = {"root":route0,"routes/gallery":route1};\n\n' +
  'import("/assets/entry.client-B.js");</script>';
const later = '<script>window.__remixContext.streamController.enqueue("[{\\"_1\\":2}]");</script></body></html>';

const streamed = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));

describe('holdScriptsUntilPainted', () => {
  const html = holdScriptsUntilPainted(shell + later)!;

  it('holds every modulepreload link, keeping the element and its href', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link data-modulepreload="" href="[^"]+"\/>/g)).toEqual([
      '<link data-modulepreload="" href="/assets/entry.client-B.js"/>',
      '<link data-modulepreload="" href="/assets/site-C.js"/>',
      '<link data-modulepreload="" href="/assets/root-D.js"/>',
      '<link data-modulepreload="" href="/assets/gallery-E.js"/>',
    ]);
  });

  it('imports the route modules only after the first contentful paint, then runs the rest of the script as Remix wrote it', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import \* as/m);
    const wait = script.indexOf("getEntriesByName('first-contentful-paint')");
    const preload = script.indexOf("link.rel = 'modulepreload'");
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/gallery-E.js")]);',
    );
    const rest = script.indexOf('window.__remixManifest = ');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(rest).toBeGreaterThan(imports);
    expect(script.endsWith('import("/assets/entry.client-B.js");')).toBe(true);
  });

  it('leaves the page around the scripts as it was', () => {
    expect(html.startsWith(shell.slice(0, shell.indexOf('<link rel="modulepreload"')))).toBe(true);
    expect(html.endsWith(later)).toBe(true);
  });

  it('leaves a page without Remix module script alone', () => {
    expect(holdScriptsUntilPainted('<html><body><p>Offline</p></body></html>')).toBeNull();
    expect(holdScriptsUntilPainted('<script type="module" async="">import("/a.js");</script>')).toBeNull();
  });
});

describe('scriptsAfterPaint', () => {
  it('gives the same page however the bytes are split, Hindi characters included', async () => {
    const whole = Buffer.from(shell + later);
    const expected = holdScriptsUntilPainted(shell + later);
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: whole.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const edges = [0, ...cuts.sort((a, b) => a - b), whole.length];
        const chunks = edges.slice(1).map((end, index) => whole.subarray(edges[index], end));
        expect(await streamed(chunks)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('passes a page without the scripts through unchanged', async () => {
    const page = '<!DOCTYPE html><html><body><p>पेज नहीं मिला</p></body></html>';
    expect(await streamed([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });

  it('lets the shell out as soon as its module script has passed, before the stream ends', async () => {
    const transform = scriptsAfterPaint();
    const out: string[] = [];
    transform.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    transform.write(Buffer.from(shell));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe(holdScriptsUntilPainted(shell));
    transform.write(Buffer.from(later));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe(holdScriptsUntilPainted(shell)! + later);
    transform.end();
  });
});
