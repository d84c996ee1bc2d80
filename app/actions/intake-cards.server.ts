// A batch as a public page shows it (decision 049): where, which mode, where
// it stands, and its days in words made on the server so server and browser
// agree.
import { indiaDay, indiaDayAndTime } from '../../domain/dates';
import type { Language } from '../../domain/vocabulary';

interface OpenIntake {
  id: number;
  courseCode: string;
  courseName: string;
  centre: string;
  courseMode: string;
  stage: string;
  seatsLeft: number;
  startsAt: string;
  opensAt: string;
}

export function intakeCard(intake: OpenIntake, language: Language) {
  return {
    id: intake.id,
    courseCode: intake.courseCode,
    courseName: intake.courseName,
    centre: intake.centre,
    courseMode: intake.courseMode,
    stage: intake.stage,
    seatsLeft: intake.seatsLeft,
    starts: indiaDayAndTime(intake.startsAt, language, 'short'),
    opens: indiaDay(intake.opensAt, language, 'short'),
  };
}
