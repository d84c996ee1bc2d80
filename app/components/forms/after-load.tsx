// A large form rendered in full by the server but hydrated only after the
// page has loaded (docs/decisions/022-forms-hydrate-after-load.md). Its code
// is then not among the page's first-load scripts: the public pages' budget
// is 100 KB gzip of JavaScript and React, Remix and the site's own modules
// already take about 93 KB of it.
//
// Until the form's chunk arrives, React leaves the server's HTML of the
// <Suspense> boundary as it is (a dehydrated boundary): the form is the
// plain multipart form that works without JavaScript. When it arrives, React
// hydrates the boundary and the form gains its scripted behaviour.
import { lazy, memo, Suspense, type ComponentType } from 'react';

let loaded: Promise<void> | undefined;
/** Held so that the bundler keeps the stylesheets in the page's chunk. */
const linked: object[] = [];
/** Captured on window: they reach it before any element can stop them. */
const touches = ['pointerdown', 'keydown', 'focusin'] as const;
/**
 * For a form further down the page: a key or a focus, not a pointer. On a
 * phone the finger that starts a scroll is a pointerdown, and a visitor
 * scrolling the fees should not download the form's code (issue 32).
 */
const keysAndFocus = ['keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the visitor's first touch, click, key or focus.
 * Returns what stops listening (for when something else came first).
 */
function onFirstTouch(callback: () => void, types: readonly string[] = touches): () => void {
  const stop = () => {
    for (const type of types) window.removeEventListener(type, touched, true);
  };
  const touched = () => {
    stop();
    callback();
  };
  for (const type of types) window.addEventListener(type, touched, true);
  return stop;
}

const nextTouch = () => new Promise<void>((resolve) => onFirstTouch(resolve));

/**
 * Resolves at the page's load event, or earlier at the visitor's first touch,
 * click, key or focus: someone about to fill the form should not wait for
 * the page's last image.
 */
export function pageLoadedOrTouched(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const done = () => {
      window.removeEventListener('load', done);
      stopListening();
      resolve();
    };
    // Not captured: images' own load events would pass a capturing listener.
    window.addEventListener('load', done);
    const stopListening = onFirstTouch(done);
  });
  return loaded;
}

/**
 * Resolves when the element `selector` names comes within `margin` of the
 * viewport (a screen by default), or at the visitor's first key or focus; at
 * once when the page has no such element (the client rendered it: nothing to
 * hydrate). A tap on the form itself comes within a screen of it.
 */
function nearOrTouched(selector: string, margin = '100% 0px'): Promise<void> {
  return new Promise<void>((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      stopListening();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const stopListening = onFirstTouch(done, keysAndFocus);
  });
}

/**
 * `server` is the component itself, used by the server render only: pass it
 * as `import.meta.env.SSR ? Component : undefined` so that the client build
 * drops the static import and fetches the component through `load`.
 * `stylesheets` are the CSS modules the component's HTML uses: imported by
 * the page's module, Remix links them with the page (without JavaScript too)
 * instead of the chunk adding them when it arrives.
 *
 * `near`, for a form further down a long page: the selector of the element
 * around it. Its code is fetched, and React hydrates it, only when the visitor
 * scrolls within a screen of it or uses a key or focus: a phone reading the fees
 * above it neither downloads the form's code (issue 32, decision 055) nor
 * spends a hundred milliseconds of its CPU on a form it has not reached. Once
 * fetched, the service worker keeps the code for offline use like any asset.
 * `margin` (IntersectionObserver's rootMargin, a screen by default): how near
 * counts; '0px' for a small form on a short page, which is within a screen
 * of a phone's first view (/certification's enquiry form).
 */
export function hydratedAfterLoad<Props extends object>(
  server: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
  stylesheets: readonly object[],
  { near, margin }: { near?: string; margin?: string } = {},
) {
  linked.push(...stylesheets);
  // A fetch that fails (the connection dropped) is tried again at the next
  // touch; a rejection would reach the page's error boundary instead.
  const attempt = (): Promise<ComponentType<Props>> => load().catch(() => nextTouch().then(attempt));
  const Component = (server ??
    lazy(() =>
      (near ? nearOrTouched(near, margin) : pageLoadedOrTouched()).then(attempt).then((component) => ({ default: component })),
    )) as ComponentType<Props>;
  // memo: a re-render of the page with the same props must not reach the
  // boundary before it has hydrated (React would then throw the server's HTML
  // away and render the fallback). Updates that do reach it (context) come
  // in transitions, which React holds until the boundary has hydrated.
  return memo(function AfterLoad(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
