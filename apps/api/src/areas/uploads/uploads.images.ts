import type { UploadPurpose } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';

/** An image as it is stored: re-encoded, metadata stripped. */
export type StoredImage = {
  data: Buffer;
  extension: 'webp' | 'png';
  contentType: 'image/webp' | 'image/png';
  width: number;
  height: number;
};

/** Longest side of a stored image; larger ones are scaled down. */
export const MAX_IMAGE_SIDE = 2000;
/** Side of a stored favicon (square, transparent where the image does not fill it). */
export const FAVICON_SIDE = 64;
/**
 * Largest image decoded, in pixels: a small file can still unpack into
 * gigabytes. 25 megapixels (a 6000 × 4000 camera photo) is more than any logo
 * or vacancy image needs, since all are stored at 2000 px at most; decoded it
 * is about 100 MB.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

type Sharp = (typeof import('sharp'))['default'];
let sharpLoaded: Promise<Sharp> | undefined;

/**
 * sharp and libvips take about 19 MB of memory once loaded, so they are
 * loaded at the first upload rather than by every API process at start (most
 * never re-encode an image). libvips keeps recently used images and operations
 * in a cache and decodes with a thread per core; for one re-encode at a time
 * neither pays for its memory, so the cache is off and one thread works per image.
 */
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Runs image work one task at a time in this process, in arrival order, so
 * however many uploads arrive at once only one image is decoded in memory.
 * `waiting` and `peakRunning` are there to be observed (tests, diagnostics).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  waiting = 0;
  running = 0;
  peakRunning = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.waiting += 1;
    const start = async () => {
      this.waiting -= 1;
      this.running += 1;
      this.peakRunning = Math.max(this.peakRunning, this.running);
      try {
        return await task();
      } finally {
        this.running -= 1;
      }
    };
    const result = this.tail.then(start, start);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The process's image queue: every decode of an upload goes through it. */
export const imageQueue = new SerialQueue();

// Formats accepted, recognised by their first bytes before any decoder sees
// them, so SVG (scripts, external references), PDF, TIFF, HEIF and the rest
// never reach libvips.
const SIGNATURES: {
  format: 'png' | 'jpeg' | 'gif' | 'webp';
  matches: (bytes: Buffer) => boolean;
}[] = [
  {
    format: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'gif',
    matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    format: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const fileError = (
  code: 'INVALID_FILE_TYPE' | 'TOO_LARGE',
  detailKey?: 'error.INVALID_FILE_TYPE.unreadable' | 'error.TOO_LARGE.pixels',
) =>
  new ApiError(code, {
    pointer: '/data/attributes/file',
    detailKey,
    params: { field: 'file', megapixels: MAX_INPUT_PIXELS / 1_000_000 },
    ...(code === 'TOO_LARGE' ? { meta: { max_pixels: MAX_INPUT_PIXELS } } : {}),
  });

/**
 * Checks that the bytes are a PNG, JPEG, GIF or WebP image (by content, not
 * by name or declared type) and re-encodes it for its purpose: turned upright
 * by its EXIF orientation, metadata stripped, at most 2000 px as WebP; a
 * favicon as a 64×64 PNG. Animated images keep their first frame. The
 * header is read at once (a too-large image is refused without waiting); the
 * decoding waits its turn in {@link imageQueue}.
 * Throws 422 INVALID_FILE_TYPE or TOO_LARGE (too many pixels).
 */
export async function reencodeImage(bytes: Buffer, purpose: UploadPurpose): Promise<StoredImage> {
  const signature = SIGNATURES.find((s) => s.matches(bytes));
  if (!signature) throw fileError('INVALID_FILE_TYPE');
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (metadata?.format !== signature.format)
    throw fileError('INVALID_FILE_TYPE', 'error.INVALID_FILE_TYPE.unreadable');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw fileError('TOO_LARGE', 'error.TOO_LARGE.pixels');

  return imageQueue.run(() => reencode(bytes, purpose));
}

async function reencode(bytes: Buffer, purpose: UploadPurpose): Promise<StoredImage> {
  const sharp = await loadSharp();
  // sharp writes no metadata (EXIF, GPS, ICC) unless asked to; rotate() applies the orientation first.
  const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const { data, info } =
      purpose === 'favicon'
        ? await pipeline
            .resize(FAVICON_SIDE, FAVICON_SIDE, {
              fit: 'contain',
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .png()
            .toBuffer({ resolveWithObject: true })
        : await pipeline
            .resize({
              width: MAX_IMAGE_SIDE,
              height: MAX_IMAGE_SIDE,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .webp({ quality: 90 })
            .toBuffer({ resolveWithObject: true });
    return purpose === 'favicon'
      ? { data, extension: 'png', contentType: 'image/png', width: info.width, height: info.height }
      : {
          data,
          extension: 'webp',
          contentType: 'image/webp',
          width: info.width,
          height: info.height,
        };
  } catch {
    throw fileError('INVALID_FILE_TYPE', 'error.INVALID_FILE_TYPE.unreadable');
  }
}
