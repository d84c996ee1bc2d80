// Small building blocks of the public forms, on global.css's .field classes.
import { useEffect, useState, type ReactNode } from 'react';
import { useProblemText } from '~/i18n/problem-text';

export type FieldErrors = Record<string, string[] | undefined>;

/** True once React has hydrated: enhancements that need JavaScript render only then. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The first message of a field (the server's or the schema's words), in the page's language. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const say = useProblemText();
  if (!errors?.length) return null;
  return (
    <p className="field-error" id={`${id}-error`} role="alert">
      {say(errors[0]!)}
    </p>
  );
}

/** aria attributes linking an input to its hint and error. */
export function describedBy(id: string, errors: FieldErrors, hint = false) {
  const ids = [hint ? `${id}-hint` : null, errors[id]?.length ? `${id}-error` : null].filter(Boolean);
  return {
    'aria-invalid': errors[id]?.length ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

export function Field(props: {
  id: string;
  label: ReactNode;
  errors: FieldErrors;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field ${props.className ?? ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="field-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children}
      <FieldError id={props.id} errors={props.errors[props.id]} />
    </div>
  );
}

/** Moves focus to the first field with an error, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]?.length) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

// In a module of its own: a page that only brings an answer into view need not fetch the fields' code.
export { bringIntoView } from './bring-into-view';
