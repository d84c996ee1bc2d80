// Intakes (batches) as staff enter them (decision 049): a course at a centre
// in a mode, when classes start, the application window and the seats. Times
// are India time as typed; the server stores instants.
import { z } from 'zod';
import { courseCodeField } from './content';
import { centres, courseModes } from '../vocabulary';

export const intakeMessages = {
  course: 'Please choose a course.',
  centre: 'Please choose a centre.',
  mode: 'Please choose Online or Offline.',
  startsAt: 'Enter when classes start (date and time).',
  opensOn: 'Enter the first day applications are taken.',
  closesOn: 'Enter the last day applications are taken.',
  window: 'Applications must open before they close.',
  seats: 'Enter the number of seats (0 to 1000).',
  endsOn: 'Enter the day of the last class, on or after the first.',
} as const;

// The sentences live apart from zod so the application form can say them without loading it.
export { intakeRefusals, intakeStaffMessages } from './intake-messages';

const day = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** India has no daylight saving: +05:30 all year. */
export const indiaInstant = (local: string) => new Date(`${local.length === 10 ? `${local}T00:00` : local}:00+05:30`);

export const intakeInput = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    courseCode: courseCodeField(intakeMessages.course),
    centre: z.enum(centres.values, { error: intakeMessages.centre }),
    courseMode: z.enum(courseModes.values, { error: intakeMessages.mode }),
    /** YYYY-MM-DDTHH:mm, India time. */
    startsAt: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, intakeMessages.startsAt),
    opensOn: day(intakeMessages.opensOn),
    closesOn: day(intakeMessages.closesOn),
    /** The last class, India date; empty until known. With the start, the course dates a certificate prints. */
    endsOn: day(intakeMessages.endsOn)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    seats: z.coerce
      .number({ error: intakeMessages.seats })
      .int(intakeMessages.seats)
      .min(0, intakeMessages.seats)
      .max(1000, intakeMessages.seats),
  })
  .refine((input) => input.opensOn <= input.closesOn, { message: intakeMessages.window, path: ['closesOn'] })
  .refine((input) => !input.endsOn || input.endsOn >= input.startsAt.slice(0, 10), {
    message: intakeMessages.endsOn,
    path: ['endsOn'],
  });
export type IntakeInput = z.input<typeof intakeInput>;
export type IntakeValues = z.output<typeof intakeInput>;
