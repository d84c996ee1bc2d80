// A form's saved draft: what the visitor typed and the files they chose, kept
// in this browser's IndexedDB so a reload, a closed tab or a dead battery
// loses nothing. Loaded on demand by useFormDraft (this module and idb-keyval
// are not part of the page's first load). Nothing here is sent anywhere: the
// draft stays on the device, for 7 days after the last change, and is deleted
// when the form is sent successfully or the visitor presses "Start again".
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { draftDatabaseName } from './draft-database';

/** Saved forms older than this (since the last change) are forgotten. */
export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Typing settles for this long before the draft is written. */
const saveDelayMs = 300;

export interface Draft {
  version: 1;
  /** Epoch ms of the last change. */
  savedAt: number;
  /** The idempotency key the form sends, so a resend after a reload gets the first receipt. */
  key: string;
  /** What the draft belongs to (the registration of an admission); empty for the application. */
  scope: string;
  /** Text, select and radio values by field name; checkboxes as booleans. */
  fields: Record<string, string | boolean>;
  /** The chosen files by field name, pictures already shrunk. */
  files: Record<string, File>;
}

export interface DraftOptions {
  name: string;
  scope: string;
  /** Turns a chosen file into what is kept (pictures shrunk as they will be sent). */
  prepareFile: (file: File, field: string) => Promise<File>;
}

let store: UseStore | undefined;
const drafts = () => (store ??= createStore(draftDatabaseName, 'drafts'));

/** An unguessable key; crypto.randomUUID exists only on https and localhost. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The saved draft of a form, if there is one younger than 7 days (an older one is deleted). */
export async function readDraft(name: string): Promise<Draft | undefined> {
  const draft = await get<Draft>(name, drafts());
  if (!draft || draft.version !== 1) return undefined;
  if (!(Date.now() - draft.savedAt <= draftLifetimeMs)) {
    await del(name, drafts());
    return undefined;
  }
  return draft;
}

export async function clearDraft(name: string, scope?: string): Promise<void> {
  if (scope !== undefined) {
    const draft = await get<Draft>(name, drafts());
    if (draft && draft.scope !== scope) return;
  }
  await del(name, drafts());
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** Fields the visitor fills in: hidden fields (keys, language, intent), files and buttons are not. */
const isTyped = (element: Control) =>
  element.name !== '' && !['hidden', 'file', 'submit', 'button', 'reset', 'image', 'password'].includes(element.type);

/** The typed values of a form, as a draft keeps them. */
export function snapshotFields(form: HTMLFormElement): Record<string, string | boolean> {
  const fields: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !isTyped(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) fields[element.name] = element.value;
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      fields[element.name] = element.checked;
    } else {
      fields[element.name] = element.value;
    }
  }
  return fields;
}

/** Sets a value the way typing would, so React's change handlers run (the course list follows the program). */
function setValue(element: Control, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Applies one saved value; false when its field is not on the page yet (or no longer takes it). */
function applyField(form: HTMLFormElement, name: string, value: string | boolean): boolean {
  const found = form.elements.namedItem(name);
  if (!found) return false;
  const elements = (found instanceof RadioNodeList ? Array.from(found) : [found]).filter(isControl);
  const radio = elements.find(
    (element) => element instanceof HTMLInputElement && element.type === 'radio' && element.value === value,
  );
  if (radio instanceof HTMLInputElement) {
    if (!radio.checked) radio.click();
    return true;
  }
  const element = elements[0];
  if (!element || !isTyped(element)) return false;
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    if (element.checked !== (value === true)) element.click();
    return true;
  }
  if (typeof value !== 'string') return false;
  if (element.value !== value) setValue(element, value);
  return element.value === value;
}

/** Puts a kept file back into its file input, as if chosen again; false when the input is not there. */
function applyFile(form: HTMLFormElement, name: string, file: File): boolean {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') return false;
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    return true; // a browser that cannot set files: the visitor chooses it again
  }
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Keeps one form's draft up to date while the visitor types, and restores it.
 * Fields that appear only after another choice (a minor's guardian, the
 * advance diploma's graduation document) are filled on a later pass, once
 * the page has shown them.
 */
export class DraftSession {
  key: string;
  private files: Record<string, File> = {};
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** True while the session itself changes the form (restore, start again): those are not the visitor's typing. */
  private quiet = false;
  private stopped = false;

  private constructor(
    private readonly form: HTMLFormElement,
    private readonly options: DraftOptions,
    key: string,
  ) {
    this.key = key;
  }

  /** Opens the form's session; `restored` is the draft put back into the form, if there was one for this scope. */
  static async open(form: HTMLFormElement, options: DraftOptions): Promise<{ session: DraftSession; restored?: Draft }> {
    const saved = await readDraft(options.name);
    const draft = saved && saved.scope === options.scope ? saved : undefined;
    const session = new DraftSession(form, options, draft?.key ?? newKey());
    if (draft) await session.restore(draft);
    session.listen();
    if (!draft) session.takeChosenFiles();
    return { session, restored: draft };
  }

  /**
   * Files chosen before this code arrived (it loads after the page): their
   * change events were missed, so they are taken now, or the draft would
   * keep the typing and lose the files.
   */
  private takeChosenFiles() {
    for (const element of Array.from(this.form.elements)) {
      if (element instanceof HTMLInputElement && element.type === 'file' && element.name && element.files?.length)
        void this.takeFile(element);
    }
  }

  private async restore(draft: Draft) {
    this.quiet = true;
    try {
      this.files = { ...draft.files };
      let fields = Object.entries(draft.fields);
      let files = Object.entries(draft.files);
      for (let pass = 0; pass < 4 && fields.length + files.length > 0; pass++) {
        if (pass > 0) await settle();
        if (this.stopped) return;
        fields = fields.filter(([name, value]) => !applyField(this.form, name, value));
        files = files.filter(([name, file]) => !applyFile(this.form, name, file));
      }
    } finally {
      this.quiet = false;
    }
  }

  private listen() {
    this.form.addEventListener('input', this.onEdit);
    this.form.addEventListener('change', this.onEdit);
    window.addEventListener('pagehide', this.flush);
  }

  private readonly onEdit = (event: Event) => {
    if (this.quiet || this.stopped) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'file') {
      if (event.type === 'change') void this.takeFile(target);
      return;
    }
    this.schedule();
  };

  private async takeFile(input: HTMLInputElement) {
    // The field's own handler runs after this one and may refuse the file (not a picture): read what it left.
    await settle();
    const chosen = input.files?.[0];
    if (!chosen) {
      delete this.files[input.name];
      this.schedule();
      return;
    }
    const kept = await this.options.prepareFile(chosen, input.name).catch(() => chosen);
    if (this.stopped || input.files?.[0] !== chosen) return;
    this.files[input.name] = kept;
    this.schedule();
  }

  private schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), saveDelayMs);
  }

  private readonly flush = () => {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    void this.save();
  };

  private async save() {
    this.timer = undefined;
    if (this.stopped) return;
    const draft: Draft = {
      version: 1,
      savedAt: Date.now(),
      key: this.key,
      scope: this.options.scope,
      fields: snapshotFields(this.form),
      files: { ...this.files },
    };
    await set(this.options.name, draft, drafts()).catch(() => undefined); // full or refused storage: the form still works
  }

  /** Forgets the draft and empties the form; the next send is a new application with a new key. */
  async startAgain() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.quiet = true;
    try {
      this.files = {};
      await del(this.options.name, drafts());
      this.form.reset();
      for (const element of Array.from(this.form.elements)) {
        if (element instanceof HTMLInputElement && element.type === 'file')
          element.dispatchEvent(new Event('change', { bubbles: true }));
      }
      this.key = newKey();
    } finally {
      this.quiet = false;
    }
  }

  /** Stops saving (the form is gone or was sent). */
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.form.removeEventListener('input', this.onEdit);
    this.form.removeEventListener('change', this.onEdit);
    window.removeEventListener('pagehide', this.flush);
  }
}
