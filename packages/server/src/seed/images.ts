import sharp from 'sharp';
import type { ImageStorage } from '../adapters/image-storage';

/** One image to make: its storage key and a function that draws its SVG. */
export interface ImageJob {
  key: string;
  svg: () => string;
}

export interface ImageRunResult {
  generated: number;
  cached: number;
}

/** SVG → WebP. Quality 82, effort 2: a 600 × 600 packshot is ~5 kB and takes ~30 ms. */
async function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).webp({ quality: 82, effort: 2 }).toBuffer();
}

/**
 * Makes every image whose key is not stored yet (reseeding is fast: same key, same picture),
 * a few at a time; duplicate keys are made once. Reports progress after each job.
 */
export async function generateImages(
  storage: ImageStorage,
  jobs: readonly ImageJob[],
  onProgress: (done: number) => void = () => undefined,
  concurrency = 4,
): Promise<ImageRunResult> {
  const unique = [...new Map(jobs.map((j) => [j.key, j])).values()];
  const result: ImageRunResult = { generated: 0, cached: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const job = unique[next]!;
      next += 1;
      if (await storage.exists(job.key)) {
        result.cached += 1;
      } else {
        await storage.put(job.key, await renderWebp(job.svg()), 'image/webp');
        result.generated += 1;
      }
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return result;
}
