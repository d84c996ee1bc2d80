// Reference ids people read aloud and type: a prefix and 8 Crockford base32
// characters (no I, L, O or U), from 40 random bits. Never sequential.
import { randomBytes } from 'node:crypto';
import { crockfordAlphabet } from '../../../domain/schemas/common';

export type ReferencePrefix = 'REG' | 'ADM';

export function newReferenceId(prefix: ReferencePrefix, random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let body = '';
  for (let i = 7; i >= 0; i--) body += crockfordAlphabet[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${prefix}-${body}`;
}
