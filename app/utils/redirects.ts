// Lower-case (or otherwise mis-cased) addresses of the case-sensitive
// syllabus pages redirect permanently to the real path.
import { syllabusPaths } from '../../domain/catalogue/courses';
import { updatingPath } from '../../domain/catalogue/site';

const canonicalByLowerCase = new Map([...syllabusPaths, updatingPath].map((path) => [path.toLowerCase(), path]));

/** The real path for a mis-cased syllabus path, or null. Never returns the input itself. */
export function canonicalSyllabusPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = canonicalByLowerCase.get(trimmed.toLowerCase());
  return found && found !== pathname ? found : null;
}
