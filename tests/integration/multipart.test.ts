import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/problem';
import { parseMultipart, type MultipartLimits } from '../../server/storage/multipart';
import { tempDirOf } from '../../server/storage/paths';

// Smallest valid PNG (1x1).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const limits: MultipartLimits = {
  maxFileBytes: 1024,
  maxTotalBytes: 8 * 1024,
  maxFiles: 3,
  maxFields: 10,
  maxFieldBytes: 100,
};

function requestOf(form: FormData) {
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    body: request.body,
    headers: { 'content-type': request.headers.get('content-type') },
  };
}

const tempFiles = (dataDir: string) => (existsSync(tempDirOf(dataDir)) ? readdirSync(tempDirOf(dataDir)) : []);

describe('parseMultipart', () => {
  it('streams files to temporary files and decides the type from the bytes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-'));
    const form = new FormData();
    form.set('name', 'Asha');
    form.set('photo', new Blob([png], { type: 'application/pdf' }), 'photo.pdf');
    form.set('empty', new Blob([]), '');
    const received = await parseMultipart({ ...requestOf(form), dataDir, limits, fileFields: ['photo', 'empty'] });
    expect(received.fields).toEqual({ name: 'Asha' });
    const photo = received.files.get('photo')!;
    expect(photo.detectedType).toBe('image/png');
    expect(photo.originalName).toBe('photo.pdf');
    expect(photo.bytes).toBe(png.length);
    expect(readFileSync(photo.tempPath).equals(png)).toBe(true);
    expect(received.files.has('empty')).toBe(false);
    await received.cleanup();
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('refuses a file over the limit with 413 and leaves nothing behind', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-'));
    const form = new FormData();
    form.set('photo', new Blob([Buffer.alloc(2048, 1)]), 'big.png');
    const error = await parseMultipart({ ...requestOf(form), dataDir, limits, fileFields: ['photo'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PAYLOAD_TOO_LARGE');
    expect((error as AppError).message).toMatch(/^Each file must be at most/);
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('refuses a body over the total limit, by declared length or while streaming', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-'));
    const declared = await parseMultipart({
      body: null,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(1e9) },
      dataDir,
      limits,
      fileFields: [],
    }).catch((e: AppError) => e);
    expect((declared as AppError).code).toBe('PAYLOAD_TOO_LARGE');
    const form = new FormData();
    for (let i = 0; i < 3; i++) form.set(`f${i}`, new Blob([Buffer.alloc(1000, 2)]), `f${i}.bin`);
    for (let i = 0; i < 9; i++) form.set(`t${i}`, 'x'.repeat(99));
    const streamed = await parseMultipart({
      ...requestOf(form),
      dataDir,
      limits: { ...limits, maxTotalBytes: 2500 },
      fileFields: ['f0', 'f1', 'f2'],
    }).catch((e: AppError) => e);
    expect((streamed as AppError).code).toBe('PAYLOAD_TOO_LARGE');
    expect(tempFiles(dataDir)).toEqual([]);
  });

  it('refuses files in unexpected fields and bodies that are not multipart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mp-'));
    const form = new FormData();
    form.set('evil', new Blob([png]), '../../etc/passwd');
    const unexpected = await parseMultipart({ ...requestOf(form), dataDir, limits, fileFields: ['photo'] }).catch(
      (e: AppError) => e,
    );
    expect((unexpected as AppError).code).toBe('BAD_REQUEST');
    const notMultipart = await parseMultipart({
      body: null,
      headers: { 'content-type': 'application/json' },
      dataDir,
      limits,
      fileFields: [],
    }).catch((e: AppError) => e);
    expect((notMultipart as AppError).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(tempFiles(dataDir)).toEqual([]);
  });
});
