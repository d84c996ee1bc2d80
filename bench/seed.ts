// Seed data for the benchmark: real rows and real image files.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../db/client';
import { galleryItems } from '../db/schema';
import { galleryCategories } from '../domain/vocabulary';
import { galleryFileNames } from '../server/services/site';
import { galleryDirOf } from '../server/storage/paths';

/** n gallery items, each with the WebP variants and JPEG the uploader would write. */
export async function seedGallery(dataDir: string, n: number) {
  const db = openDatabase(dataDir);
  const dir = galleryDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  const width = 1200;
  const height = 800;
  // Photo-like content (soft shapes, some grain) compresses like a real
  // classroom photo; pure noise would weigh several times more.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#f3e1c0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="#7a5c3e"/>
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${90 + i * 125}" cy="${height * 0.55}" r="46" fill="hsl(${i * 40},45%,45%)"/><rect x="${50 + i * 125}" y="${height * 0.6}" width="80" height="150" rx="20" fill="hsl(${i * 40 + 20},40%,35%)"/>`).join('')}
    <rect x="${width * 0.3}" y="${height * 0.12}" width="${width * 0.4}" height="${height * 0.22}" fill="#1f3b2d" stroke="#5b4636" stroke-width="12"/>
  </svg>`;
  const rendered = await sharp(Buffer.from(scene))
    .blur(1.2)
    .composite([
      {
        input: await sharp({
          create: {
            width,
            height,
            channels: 4,
            background: { r: 128, g: 128, b: 128, alpha: 0.5 },
            noise: { type: 'gaussian', mean: 128, sigma: 45 },
          },
        })
          .png()
          .toBuffer(),
        blend: 'overlay',
      },
    ])
    .png()
    .toBuffer();
  const source = sharp(rendered);
  const template = galleryFileNames('template', width);
  const templateFiles = new Map<string, string>();
  for (const variant of template.webp) {
    const file = path.join(dir, variant.file);
    await source.clone().resize({ width: variant.width }).webp({ quality: 70 }).toFile(file);
    templateFiles.set(`w${variant.width}`, file);
  }
  const jpeg = path.join(dir, template.jpeg);
  await source.clone().resize({ width: 960 }).jpeg({ quality: 72 }).toFile(jpeg);

  db.transaction((tx) => {
    for (let i = 0; i < n; i++) {
      const imageName = `bench${String(i).padStart(4, '0')}`;
      const names = galleryFileNames(imageName, width);
      for (const variant of names.webp) copyFileSync(templateFiles.get(`w${variant.width}`)!, path.join(dir, variant.file));
      copyFileSync(jpeg, path.join(dir, names.jpeg));
      tx.insert(galleryItems)
        .values({
          title: `Event ${i + 1}`,
          description: `Students and staff at event number ${i + 1}.`,
          category: galleryCategories.values[i % galleryCategories.values.length]!,
          imageName,
          width,
          height,
        })
        .run();
    }
  });
  db.$client.close();
}
