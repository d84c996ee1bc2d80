// The page is painted before its JavaScript is fetched (decision 032).
//
// Remix's <Scripts/> writes a <link rel="modulepreload"> for every module of
// the page and an async module script that imports the route modules. The
// browser starts those downloads while it parses the HTML, in parallel with
// the stylesheets, and runs the modules as soon as they arrive: often before
// the first paint. This rewrites that part of the server's HTML, once, as it
// streams out:
//
// - each modulepreload link keeps its element and href (React hydrates the
//   same element) but is held with `data-modulepreload` instead of its rel;
// - the module script first waits for the browser's first contentful paint,
//   then preloads the held modules all at once and imports the route
//   modules; the rest of Remix's script (its manifest, the client entry)
//   runs unchanged after.
//
// Every public page works without JavaScript (forms post plainly), so the
// page is readable at its first paint; hydration follows.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeImport = /import \* as (route\d+) from ("[^"]+");\n?/g;

/**
 * Waits for the browser to report the page's first contentful paint (at once
 * in a hidden tab, which paints nothing, and in a browser without paint
 * timing), then preloads the held modules.
 */
const afterPaint =
  'await new Promise((go) => {\n' +
  "  if (document.visibilityState === 'hidden' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return go();\n" +
  "  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && go()).observe({ type: 'paint', buffered: true });\n" +
  // A page with nothing to paint still hydrates.
  '  setTimeout(go, 3000);\n' +
  '});\n' +
  "for (const held of document.querySelectorAll('link[data-modulepreload]')) {\n" +
  "  const link = document.createElement('link');\n" +
  "  link.rel = 'modulepreload';\n" +
  "  link.href = held.getAttribute('href');\n" +
  '  document.head.append(link);\n' +
  '}\n';

/**
 * The HTML with Remix's scripts held until after the first paint, or null
 * when the text holds no module script with route imports (nothing to do).
 */
export function holdScriptsUntilPainted(html: string): string | null {
  const script = moduleScript.exec(html);
  if (!script) return null;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return null;
  const names = imports.map((match) => match[1]).join(', ');
  const loads = imports.map((match) => `import(${match[2]})`).join(', ');
  const rewritten = `${open}${afterPaint}const [${names}] = await Promise.all([${loads}]);\n${body.replace(routeImport, '')}${close}`;
  const before = html.slice(0, script.index).replace(preloadLink, '<link data-modulepreload="" href="$1"/>');
  return before + rewritten + html.slice(script.index + whole.length);
}

/** Bytes of HTML held back at most while looking for the scripts (the page's shell is far smaller). */
const maxHeldBytes = 4 * 1024 * 1024;
const moduleScriptOpen = /<script\b[^>]*\btype="module"[^>]*>/g;

/**
 * A stream of the page's HTML with its scripts held until after the first
 * paint. It holds text back only until Remix's module script has passed (in
 * the shell, which React writes at once), then lets the rest through as it
 * comes. A page without that script passes unchanged.
 */
export function scriptsAfterPaint(): Transform {
  // Text, not bytes: a Hindi character may be split between two chunks.
  const decoder = new StringDecoder('utf8');
  let held = '';
  let scriptAt = -1;
  let done = false;
  const release = (stream: Transform, text: string) => {
    done = true;
    held = '';
    if (text) stream.push(text);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) return callback(null, text || undefined);
      // Search only the new text (and a tag's length before it): React writes the shell in pieces of about 2 KB.
      const from = Math.max(0, held.length - 256);
      held += text;
      if (scriptAt === -1) {
        moduleScriptOpen.lastIndex = from;
        scriptAt = moduleScriptOpen.exec(held)?.index ?? -1;
      }
      if (scriptAt !== -1 && held.indexOf('</script>', scriptAt) !== -1) release(this, holdScriptsUntilPainted(held) ?? held);
      else if (held.length > maxHeldBytes) release(this, held);
      callback();
    },
    flush(callback) {
      const rest = decoder.end();
      if (done) return callback(null, rest || undefined);
      release(this, held + rest);
      callback();
    },
  });
}
