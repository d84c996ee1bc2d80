// The English problems are the domain's own words (domain/problem-words.ts): the
// server writes its refusals from them. Here beside the other languages'.
export { problemsEn } from '../../domain/problem-words';
