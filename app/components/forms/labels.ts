// The closed-list values a form or receipt shows (program, centre, mode,
// status), in the page's language. Values come from the server as stored;
// one that is not in its list is shown as the server wrote it.
import { useCatalogue } from '~/i18n/catalogue';
import { courseLabel } from '../../../domain/catalogue/course-label';
import { useTranslation } from '~/i18n/translation';
import {
  courseModes,
  programs,
  recordStatuses,
  type CourseMode,
  type Program,
  type RecordStatus,
} from '../../../domain/vocabulary';

const isIn = <Value extends string>(list: readonly Value[], value: string): value is Value =>
  (list as readonly string[]).includes(value);

export function useFormLabels() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  // A page carries only the catalogue lists its first render read
  // (app/i18n/page-messages.tsx): an answer that shows a course or centre the
  // first screen did not (/admission-form's look-up) may render before the
  // complete messages are in. Reading the list asks for them and renders
  // again once they are; meanwhile the record's stored words stand (throwing
  // here put "the connection was lost" on a look-up that had succeeded).
  const courseNames: typeof catalogue.courseNames | undefined = catalogue.courseNames;
  const centreDetails: typeof catalogue.centreDetails | undefined = catalogue.centreDetails;
  return {
    program: (value: string, fallback = value) =>
      isIn<Program>(programs.values, value) ? t(`vocabulary.programs.${value}`) : fallback,
    /**
     * A course as people read it, "कंप्यूटर एप्लीकेशन में डिप्लोमा (DCA)": the
     * catalogue's name in the page's language; a record keeps the name it
     * stored, shown where the language has none (English) or for a code the
     * catalogue no longer has.
     */
    course: (code: string, stored: string) => courseLabel(courseNames?.[code] ?? stored, code),
    /** The centre with its kind, as the centres page names it: "Belwa (Sub-branch)". */
    centre: (value: string, fallback = value) => centreDetails?.find((centre) => centre.id === value)?.title ?? fallback,
    courseMode: (value: string) => (isIn<CourseMode>(courseModes.values, value) ? t(`vocabulary.courseModes.${value}`) : value),
    status: (value: string) => (isIn<RecordStatus>(recordStatuses.values, value) ? t(`application.statusWords.${value}`) : value),
    /** Where a batch stands for a visitor: "Opens 1 Jan", "Closed", "Full", "12 seats left". */
    intakeStage: (intake: { stage: string; seatsLeft: number; opens: string }) =>
      intake.stage === 'upcoming'
        ? t('intakes.opens', { date: intake.opens })
        : intake.stage === 'closed'
          ? t('intakes.closed')
          : intake.stage === 'full'
            ? t('intakes.full')
            : intake.seatsLeft === 1
              ? t('intakes.oneSeatLeft')
              : t('intakes.seatsLeft', { count: intake.seatsLeft }),
  };
}
