// One document sent ahead with the tus protocol (tus-js-client), in pieces,
// to /uploads/tus. Loaded only when a visitor first chooses a file
// (useStagedUploads), never with the page. After a dropped connection the
// upload waits until the phone is online again and goes on from the last
// byte the server stored; a refusal (too large, wrong type) is final. The
// upload's URL is remembered on this device (staged-url-storage.ts), so after
// a reload or a closed tab the same file goes on from the server's offset and
// a finished one is not sent again (decision 053).
import { Upload } from 'tus-js-client';
import { saidMessage, type Said } from '../../../domain/said';
import { stagedFingerprint, stagedUrlStorage, type StagedFormName } from './staged-url-storage';

/**
 * The refusal a tus answer carries (server/uploads/resumable.ts): what it
 * said by key, for the form to say in its page's language, else its words.
 */
function refusalIn(body: string): string {
  try {
    const answer = JSON.parse(body) as { message?: unknown; said?: Said };
    if (answer.said) return saidMessage(answer.said.key, answer.said.values);
    if (typeof answer.message === 'string') return answer.message;
  } catch {
    // Not JSON: an answer of tus itself or of a proxy, said as it is.
  }
  return body.trim();
}

export type StagedState =
  | { kind: 'uploading'; fraction: number }
  | { kind: 'offline'; fraction: number }
  | { kind: 'done'; id: string }
  /** The server's refusal, in its English words (the page shows it in its language). */
  | { kind: 'refused'; message: string }
  /**
   * The address spent its submits (429): the same refusal for every file, so
   * the form shows its words once (`shown`), under the first file it met.
   */
  | { kind: 'limited'; message: string; shown: boolean }
  | { kind: 'failed' };

export interface StagedHandle {
  /** The staged upload id once every byte arrived, or null when it was refused or failed. */
  done: Promise<string | null>;
  /** Stops and removes the upload, on the server too (another file was chosen, or "Start again"). */
  cancel: () => void;
}

/** Small enough that a piece gets through a weak signal, large enough to keep round trips few. */
const chunkBytes = 512 * 1024;
/** While online, a broken piece is retried after these waits; then the upload waits for a signal. */
const retryDelays = [0, 1000, 3000, 6000];
const pausedRetryMs = 15_000;
const offlineRetryMs = 60_000;
const stalledMs = 30_000;

/**
 * The server binds uploads to the browser with a cookie it sets on the
 * first creation. Two first uploads at once would each get a cookie of their
 * own, and the second would orphan the first: so until one creation has
 * answered, later uploads wait for it.
 */
let browserBound: Promise<void> | null = null;

export function stageFile(
  file: File,
  target: { form: StagedFormName; field: string },
  onState: (state: StagedState) => void,
): StagedHandle {
  let settle: (id: string | null) => void = () => {};
  const done = new Promise<string | null>((resolve) => (settle = resolve));
  let cancelled = false;
  let finished = false;
  let fraction = 0;
  let lastProgressAt = Date.now();
  let wake: (() => void) | null = null;
  const report = (state: StagedState) => {
    if (!cancelled) onState(state);
  };

  const stopWatching = () => {
    window.removeEventListener('offline', onOffline);
    clearInterval(watchdog);
    if (wake) window.removeEventListener('online', wake);
  };

  /**
   * The connection is gone: stop the piece in flight (a dead link can leave
   * it hanging for minutes) and go on when the phone is back online, or try
   * again after a while, for a signal too weak to notice.
   */
  const pause = () => {
    if (cancelled || finished || wake) return;
    void upload.abort(false).catch(() => undefined);
    report({ kind: 'offline', fraction });
    const resume = () => {
      window.removeEventListener('online', resume);
      clearTimeout(timer);
      wake = null;
      if (cancelled || finished) return;
      lastProgressAt = Date.now();
      report({ kind: 'uploading', fraction });
      upload.start();
    };
    const timer = setTimeout(resume, navigator.onLine ? pausedRetryMs : offlineRetryMs);
    window.addEventListener('online', resume);
    wake = resume;
  };
  function onOffline() {
    pause();
  }

  const upload = new Upload(file, {
    endpoint: '/uploads/tus',
    chunkSize: chunkBytes,
    retryDelays,
    metadata: { form: target.form, field: target.field, filename: file.name },
    // Remembered on this device until the form is sent or started again; a
    // finished upload stays remembered, so a reload does not send it again.
    fingerprint: (chosen: File) => Promise.resolve(stagedFingerprint(target.form, target.field, chosen)),
    urlStorage: stagedUrlStorage,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: false,
    onUploadUrlAvailable: () => markBound(),
    onProgress: (sent, total) => {
      fraction = total > 0 ? sent / total : 0;
      lastProgressAt = Date.now();
      report({ kind: 'uploading', fraction });
    },
    onSuccess: () => {
      finished = true;
      stopWatching();
      const url = upload.url ?? '';
      const id = url.slice(url.lastIndexOf('/') + 1);
      report({ kind: 'done', id });
      settle(id);
    },
    onError: (error) => {
      if (cancelled) return;
      const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
      const status = response?.getStatus() ?? 0;
      if (status >= 400 && status !== 409 && status !== 423) {
        // A refused creation set no cookie: the next upload binds the browser.
        if (firstOfBrowser && !upload.url) {
          browserBound = null;
          markBound();
        }
        finished = true;
        stopWatching();
        const message = refusalIn(response?.getBody() ?? '');
        report(
          status === 429 && message
            ? { kind: 'limited', message, shown: true }
            : (message && status < 500) || status === 507
              ? { kind: 'refused', message }
              : { kind: 'failed' },
        );
        settle(null);
        return;
      }
      // No answer at all: the connection is gone.
      pause();
    },
  });
  const firstOfBrowser = browserBound === null;
  let markBound: () => void = () => {};
  if (firstOfBrowser) browserBound = new Promise<void>((resolve) => (markBound = resolve));
  window.addEventListener('offline', onOffline);
  // A piece that makes no progress for this long is on a dead link: start it again.
  const watchdog = setInterval(() => {
    if (!wake && !finished && Date.now() - lastProgressAt > stalledMs) pause();
  }, 5000);
  // An upload of this very file begun before a reload goes on from the
  // server's offset (or is found finished); one the server no longer has
  // (claimed, swept, another browser's) answers 404 and a new one starts.
  const begin = () =>
    void upload
      .findPreviousUploads()
      .then(
        (previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        },
        () => undefined,
      )
      .then(() => {
        if (!cancelled) upload.start();
      });
  if (firstOfBrowser) begin();
  else void browserBound!.then(begin);

  return {
    done,
    cancel: () => {
      cancelled = true;
      stopWatching();
      if (firstOfBrowser && !upload.url) {
        browserBound = null;
        markBound();
      }
      // Terminates it on the server too, so nothing of it waits for the sweep.
      void upload.abort(true).catch(() => undefined);
      settle(null);
    },
  };
}
