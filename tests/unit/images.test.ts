// The public images' naming rule (decision 084): which widths exist and what
// a page puts in srcset, and a content image's id.
import { describe, expect, it } from 'vitest';
import { contentImageParts, shownImage } from '../../domain/content-images';
import { imageSources, imageVariantWidths } from '../../domain/images';

describe('imageVariantWidths', () => {
  it('never enlarges and never names a width twice', () => {
    expect(imageVariantWidths(400)).toEqual([400]);
    expect(imageVariantWidths(800)).toEqual([480, 800]);
    expect(imageVariantWidths(1600)).toEqual([480, 960, 1600]);
    // Wider than 1600: once named 1600 twice.
    expect(imageVariantWidths(4000)).toEqual([480, 960, 1600]);
  });

  it('lists each file once in srcset', () => {
    const { srcSet, src } = imageSources('/media/content', { imageName: 'abc', width: 2400, height: 1600 });
    expect(srcSet).toBe('/media/content/abc-480.webp 480w, /media/content/abc-960.webp 960w, /media/content/abc-1600.webp 1600w');
    expect(src).toBe('/media/content/abc.jpg');
  });
});

describe('content image ids', () => {
  const id = `${'ab'.repeat(12)}-1200x800`;
  it('carry the files’ name and the original’s box; other shapes are none', () => {
    expect(contentImageParts(id)).toEqual({ imageName: 'ab'.repeat(12), width: 1200, height: 800 });
    for (const bad of ['../etc/passwd', `${'ab'.repeat(12)}-0x800`, `${'AB'.repeat(12)}-1200x800`, 'https://x.example/a.jpg'])
      expect(contentImageParts(bad), bad).toBeNull();
  });

  it('show the Hindi alt text, or the English one marked lang="en" where Hindi is missing', () => {
    expect(shownImage('hi', { id, alt: { en: 'The lab', hi: 'लैब' } })).toMatchObject({ alt: 'लैब', altLang: undefined });
    expect(shownImage('hi', { id, alt: { en: 'The lab', hi: '' } })).toMatchObject({ alt: 'The lab', altLang: 'en' });
    expect(shownImage('en', { id, alt: { en: 'The lab', hi: 'लैब' } })).toMatchObject({ alt: 'The lab', altLang: undefined });
    expect(shownImage('en', null)).toBeNull();
  });
});
