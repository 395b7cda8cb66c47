import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { isUploadName, storedRaster, uploadCopyName, uploadWidths } from '../../common/media/upload-names.ts';

import { MAX_RASTER_JOBS, prepareRaster, runningRasterJobs, type PreparedRaster } from './raster.ts';

const HASH = '0123456789abcdef0123456789abcdef';

const image = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 0, g: 160, b: 80, alpha: 0.5 } : '#0a5' } });

async function prepared(bytes: Buffer, type: 'png' | 'jpg' | 'webp'): Promise<PreparedRaster> {
  const result = await prepareRaster(bytes, type);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('the names of an upload and its copies', () => {
  it('lists the widths below the stored one, then the stored one, never wider than 2,560', () => {
    expect(uploadWidths(2560)).toEqual([480, 960, 1440, 2560]);
    expect(uploadWidths(1000)).toEqual([480, 960, 1000]);
    expect(uploadWidths(300)).toEqual([300]);
    expect(uploadCopyName(`${HASH}-1000x750`, 960, 'avif')).toBe(`${HASH}-1000x750-960.avif`);
  });

  it('reads a stored upload from its name, and knows which copies it has', () => {
    expect(storedRaster(`${HASH}-2560x1920.jpg`)).toEqual({ base: `${HASH}-2560x1920`, width: 2560, height: 1920 });
    for (const name of [`${HASH}.jpg`, `${HASH}-2561x100.jpg`, `${HASH}-0x10.png`, `${HASH}-10x10.svg`, `${HASH}-10x10-10.avif`])
      expect(storedRaster(name), name).toBeUndefined();
    for (const name of [`${HASH}.svg`, `${HASH}.png`, `${HASH}-1000x750.webp`, `${HASH}-1000x750-480.avif`, `${HASH}-1000x750-1000.jpg`])
      expect(isUploadName(name), name).toBe(true);
    for (const name of [
      `${HASH}-1000x750-1440.avif`,
      `${HASH}-1000x750-961.webp`,
      `${HASH}-1000x750-480.png`,
      `${HASH}-4032x3024.jpg`,
      `.${HASH}.png.1a2b.tmp`,
      'site.db',
    ]) {
      expect(isUploadName(name), name).toBe(false);
    }
  });
});

describe('preparing a raster upload', { timeout: 30_000 }, () => {
  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const photo = await image(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'TestPhone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await prepared(photo, 'jpg');
    expect(result).toMatchObject({ width: 400, height: 600 });
    for (const body of [result.stored, ...result.copies.map((copy) => copy.body)]) {
      const metadata = await sharp(body).metadata();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(body.toString('latin1')).not.toContain('TestPhone');
    }
    expect((await sharp(result.stored).metadata()).format).toBe('jpeg');
  });

  it('never makes an image wider: a small one has copies at its own width only', async () => {
    const result = await prepared(await image(300, 200).webp().toBuffer(), 'webp');
    expect(result.copies.map((copy) => copy.suffix)).toEqual(['-300.avif', '-300.webp', '-300.jpg']);
    expect((await sharp(result.stored).metadata()).format).toBe('webp');
  });

  it('keeps transparency in AVIF, WebP and PNG, and puts the JPEG copy on white', async () => {
    const result = await prepared(await image(640, 480, true).png().toBuffer(), 'png');
    expect(await sharp(result.stored).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    for (const { suffix, body } of result.copies) {
      const metadata = await sharp(body).metadata();
      expect(metadata.hasAlpha, suffix).toBe(!suffix.endsWith('.jpg'));
      expect(metadata.width, suffix).toBe(Number(/-(\d+)\./.exec(suffix)![1]));
    }
  });

  it('refuses what it cannot read, and more pixels than the limit from the header, before decoding them', async () => {
    expect(await prepareRaster(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpg')).toEqual({
      ok: false,
      status: 400,
      message: expect.stringMatching(/could not be read/),
    });
    // image-check.ts refuses this first; sharp's own limit holds too (8000 × 8000 is 64 megapixels).
    const large = await image(8000, 8000).png().toBuffer();
    expect(await prepareRaster(large, 'png')).toEqual({ ok: false, status: 400, message: 'The image has more than 50 megapixels.' });
  });

  it(`prepares at most ${MAX_RASTER_JOBS} uploads at once and asks the next to come again`, async () => {
    const bytes = await image(1600, 1200).jpeg().toBuffer();
    const first = Array.from({ length: MAX_RASTER_JOBS }, () => prepareRaster(bytes, 'jpg'));
    expect(runningRasterJobs()).toBe(MAX_RASTER_JOBS);
    expect(await prepareRaster(bytes, 'jpg')).toEqual({
      ok: false,
      status: 503,
      message: 'Other images are being prepared just now: upload this one again in a moment.',
    });
    for (const result of await Promise.all(first)) expect(result.ok).toBe(true);
    expect(runningRasterJobs()).toBe(0);
  });
});
