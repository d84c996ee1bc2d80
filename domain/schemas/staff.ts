// Staff accounts as the Owner enters them (issue 51, decision 068): roles and
// the centres the person works for.
import { z } from 'zod';
import { staffRoles } from '../staff';
import { centres } from '../vocabulary';

export const staffAccountMessages = {
  roles: 'Choose at least one role.',
  centres: 'Choose at least one centre, or all centres.',
  lastOwner: 'At least one active Owner of all centres must remain.',
  unknown: 'No staff member with this id.',
} as const;

export const staffRightsFields = {
  roles: z.array(z.enum(staffRoles, { error: staffAccountMessages.roles })).min(1, staffAccountMessages.roles),
  centres: z.union([z.literal('all'), z.array(z.enum(centres.values)).min(1, staffAccountMessages.centres)], {
    error: staffAccountMessages.centres,
  }),
};

export const staffRightsInput = z.object({ id: z.coerce.number().int().positive(), ...staffRightsFields });

export const staffDisableInput = z.object({ id: z.coerce.number().int().positive(), disabled: z.boolean() });
