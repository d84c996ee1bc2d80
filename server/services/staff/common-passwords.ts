// New and changed admin passwords are checked against the 10,000 most common
// passwords (data/common-passwords.txt, where it comes from is in
// data/README.md). A guesser tries these first; the length rule alone lets
// "1234567890" and "qwertyuiop" through.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../db/project-root';
import { AppError } from '../../../domain/problem';

export const commonPasswordsFile = path.join(projectRoot, 'server/services/staff/data/common-passwords.txt');

export const commonPasswordMessage = 'This password is one of the most common passwords. Choose another.';

let list: Set<string> | null = null;

/** The list, read on the first password set (a sign-in never needs it). */
export function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return list;
}

/** True when the password, case ignored, is on the list, also with digits added after it ("dragonball2026"). */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  const withoutTrailingDigits = lower.replace(/\d+$/, '');
  const known = commonPasswords();
  return known.has(lower) || (withoutTrailingDigits.length >= 4 && known.has(withoutTrailingDigits));
}

/** Throws a 400 on the named field when the password is a common one. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('BAD_REQUEST', commonPasswordMessage, { fieldErrors: { [field]: [commonPasswordMessage] } });
  }
}
