import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../domain/language-paths';

describe('language paths', () => {
  it('reads the language from the first segment only', () => {
    expect(languageOfPath('/hi/admissions')).toBe('hi');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/admissions')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('moves a page between languages and back', () => {
    expect(pathInLanguage('hi', '/admissions')).toBe('/hi/admissions');
    expect(pathInLanguage('hi', '/')).toBe('/hi');
    expect(pathInLanguage('hi', '/hi/about')).toBe('/hi/about');
    expect(pathInLanguage('en', '/hi/about')).toBe('/about');
    expect(pathInLanguage('en', '/hi')).toBe('/');
    expect(pathWithoutLanguage('/hi/DCASyllabus')).toBe('/DCASyllabus');
  });
});
