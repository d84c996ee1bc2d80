// The English of what was said by key (domain/said.ts): what the admin area,
// the old client and the logs read, and the refusals services throw.
import { AppError, type FieldErrors, type ProblemCode } from './problem';
import { problemsEn } from './problem-words';
import { saidIn, wordsOf, type Said } from './said';

/** The English of `said`. */
export const englishOf = (said: Said): string => wordsOf(said, problemsEn, 'en') ?? said.key;

/** A message in English: one said by key (`saidMessage`) written, any other as it is. */
export function englishOfMessage(message: string): string {
  const said = saidIn(message);
  return said ? englishOf(said) : message;
}

/**
 * A refusal said by key, its English message written from it. `field`: the
 * form field it is about (its field error says the same); `fieldSaid`: each
 * field's own refusal, said by key too.
 */
export function refusal(
  code: Exclude<ProblemCode, 'INTERNAL_SERVER_ERROR'>,
  said: Said,
  details: { field?: string; fieldSaid?: Record<string, Said>; retryAfterSeconds?: number } = {},
): AppError {
  const { field, retryAfterSeconds } = details;
  const fieldSaid = details.fieldSaid ?? (field ? { [field]: said } : undefined);
  const fieldErrors: FieldErrors = {};
  for (const [name, one] of Object.entries(fieldSaid ?? {})) fieldErrors[name] = [englishOf(one)];
  return new AppError(code, englishOf(said), {
    said,
    ...(fieldSaid ? { fieldErrors, fieldSaid } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}
