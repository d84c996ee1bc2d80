// Where this browser keeps saved forms (IndexedDB), and a check that costs
// no script: the admission form's offer to go on with a saved form fetches
// the drafts' code only when the database exists (issue 32).

/** The IndexedDB database of saved forms (draft-session.ts). */
export const draftDatabaseName = 'institute-forms';

/** False only when the browser says it has no database of saved forms. */
export async function mayHoldSavedForms(): Promise<boolean> {
  try {
    return (await indexedDB.databases()).some((database) => database.name === draftDatabaseName);
  } catch {
    return true; // a browser that cannot list its databases: look the usual way
  }
}
