// What the batch page's parts share: its data and its forms' state.
import type { useLoaderData } from '@remix-run/react';
import type { loader } from '~/routes/admin.batches_.$intakeId';

/** What the batch page loaded. */
export type BatchData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The page's forms: whether an intent is being sent, and a field's refusal for it. */
export interface BatchForms {
  busy: (intent: string) => boolean;
  errorOf: (intent: string, field: string) => string | undefined;
}
