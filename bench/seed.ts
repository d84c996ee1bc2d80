// Seed data for the benchmark: real rows and real image files.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../db/client';
import { galleryItems, galleryCategories } from '../db/schema';
import { galleryFileNames } from '../server/services/gallery';
import { galleryDirOf } from '../server/storage/paths';

/** n gallery items, each with the WebP variants and JPEG the uploader would write. */
export async function seedGallery(dataDir: string, n: number) {
  const db = openDatabase(dataDir);
  const dir = galleryDirOf(dataDir);
  mkdirSync(dir, { recursive: true });
  const width = 1200;
  const height = 800;
  const source = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 }, noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  });
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
          category: galleryCategories[i % galleryCategories.length]!,
          imageName,
          width,
          height,
        })
        .run();
    }
  });
  db.$client.close();
}
