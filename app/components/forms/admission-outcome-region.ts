// Where the admission form's answers open (app/routes/admission-form.tsx and
// AdmissionOutcome.tsx, which is fetched on demand; this stays with the page).
/**
 * Every step's answer opens at its outcome: the forms post to
 * #admission-outcome, which only the part showing the step's result carries
 * (the success, the refusal's step, the look-up's answer). Without JavaScript
 * the browser scrolls to the fragment and focuses it (it can take the focus:
 * tabIndex -1); with it, an effect does both (bringIntoView): the page's,
 * or for the look-up's answer and the admission received, their own.
 */
export const outcomeId = 'admission-outcome';
export const outcomeAction = `#${outcomeId}`;
export const outcomeProps = (shown: boolean) => (shown ? { id: outcomeId, tabIndex: -1 } : {});
/** A whole step as the outcome: focused, it is read from its start; a ring around all of it would only be noise. */
export const outcomeRegion = (shown: boolean) => (shown ? { ...outcomeProps(true), className: 'outcome-region' } : {});
