// The file types each document rule takes live once (domain/schemas/document-types.ts):
// the pickers offer exactly what the server keeps.
import { describe, expect, it } from 'vitest';
import { acceptedTypes, acceptOf } from '../../domain/schemas/document-types';
import { documentRuleOf } from '../../domain/schemas/documents';

describe('a file picker offers what its rule takes', () => {
  it('lists every type of the rule with its extensions, and nothing else', () => {
    expect(acceptOf('identity')).toBe('.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
    expect(acceptOf('photo')).toBe('.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
    const certificate = acceptOf('certificate').split(',');
    expect(certificate).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx', '.jpg', '.png', ...acceptedTypes.certificate]));
    expect(certificate).not.toContain('.webp');
  });

  it('gives every form field a rule whose picker names at least one extension and one type', () => {
    for (const rule of Object.values(documentRuleOf)) {
      const offered = acceptOf(rule).split(',');
      expect(offered.some((entry) => entry.startsWith('.'))).toBe(true);
      expect(offered.filter((entry) => entry.includes('/'))).toEqual([...acceptedTypes[rule]]);
    }
  });
});
