import { intakePhotoLimits } from "@clinic/contract/intake-form";
import heicDecode from "heic-decode";
import sharp, { type Sharp } from "sharp";
import { DomainError } from "../domain-error";

/**
 * A patient's photo, made safe to keep (decision 0101): its type is read from its first bytes (never
 * the file name or the Content-Type, which the sender chooses), then it is decoded and encoded again
 * with sharp: turned upright by its EXIF orientation, scaled down to `longSidePx`, and written without
 * any metadata (EXIF, GPS, XMP, ICC, comments). What is stored is only the pixels.
 */

export type PhotoType = "jpeg" | "png" | "heic";
export type ReencodedPhoto = {
  contentType: "image/jpeg" | "image/png";
  bytes: Buffer;
  width: number;
  height: number;
};

/** A photo's pixels may not exceed this (a 48-megapixel phone photo fits); more is a decompression bomb. */
export const maxPhotoPixels = 50_000_000;

export const photoMessages = {
  tooLarge: `This photo is larger than ${intakePhotoLimits.bytes / (1024 * 1024)} MB. Please choose a smaller one.`,
  empty: "The photo is empty. Please choose a photo to send.",
  wrongType: "Please send a JPEG, PNG or HEIC photo.",
  unreadable: "This photo could not be read. Please send a JPEG, PNG or HEIC photo.",
  tooManyPixels: "This photo has too many pixels. Please send a smaller photo.",
} as const;

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const heifContainerBrands = new Set(["mif1", "msf1"]);

/** The photo's type by its magic numbers, or undefined for anything else (AVIF, WebP, GIF, PDF...). */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  // ISO-BMFF: [size][ftyp][major brand][minor version][compatible brands...], within the ftyp box.
  const ascii = (from: number) => Buffer.from(bytes.subarray(from, from + 4)).toString("latin1");
  if (bytes.length < 16 || ascii(4) !== "ftyp") return undefined;
  const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  const brands = [ascii(8)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(at));
  if (heicBrands.has(brands[0] as string)) return "heic";
  // A generic HEIF container is HEIC only when it lists an HEVC brand (an AVIF lists avif instead).
  if (heifContainerBrands.has(brands[0] as string) && brands.some((b) => heicBrands.has(b))) return "heic";
  return undefined;
}

/**
 * sharp's prebuilt libvips reads HEIF only for AVIF (no HEVC decoder, for patent reasons), so HEIC
 * (iPhone photos) is decoded by libheif compiled to WebAssembly (heic-decode) into raw pixels first.
 * libheif applies the file's rotation and mirroring while decoding.
 */
async function heicPixels(bytes: Buffer): Promise<Sharp> {
  const images = await heicDecode.all({ buffer: bytes }).catch(() => {
    throw new DomainError("unsupported_media_type", photoMessages.unreadable);
  });
  try {
    const first = images[0];
    if (!first) throw new DomainError("unsupported_media_type", photoMessages.unreadable);
    if (first.width * first.height > maxPhotoPixels)
      throw new DomainError("payload_too_large", photoMessages.tooManyPixels);
    const { width, height, data } = await first.decode().catch(() => {
      throw new DomainError("unsupported_media_type", photoMessages.unreadable);
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

/** The checks that need no decoding: not empty, within 5 MB, a JPEG, PNG or HEIC by its bytes. */
export function checkPhoto(bytes: Buffer): PhotoType {
  if (bytes.length === 0) throw new DomainError("bad_request", photoMessages.empty);
  if (bytes.length > intakePhotoLimits.bytes)
    throw new DomainError("payload_too_large", photoMessages.tooLarge);
  const type = photoTypeOf(bytes);
  if (!type) throw new DomainError("unsupported_media_type", photoMessages.wrongType);
  return type;
}

/**
 * Checks and re-encodes a photo; refuses with 413/415 (a DomainError) what it cannot keep. The decoding
 * waits its turn (`photoDecodes`): a 48-megapixel photo takes about 200 MB to decode.
 */
export async function reencodePhoto(bytes: Buffer): Promise<ReencodedPhoto> {
  const type = checkPhoto(bytes);
  return photoDecodes.run(() => decodeAndEncode(bytes, type));
}

/**
 * At most `limit` tasks at once; the others wait in order. It counts what it ran, and the most that ran
 * at once, for tests and benchmarks to read.
 */
export function createConcurrencyGate(limit: number) {
  let running = 0;
  let started = 0;
  let mostAtOnce = 0;
  const waiting: Array<() => void> = [];
  const enter = (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    // The place is handed over by `leave`, so `running` never passes the limit.
    return new Promise((resolve) => waiting.push(resolve));
  };
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await enter();
      started += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await task();
      } finally {
        leave();
      }
    },
    stats: () => ({ running, waiting: waiting.length, started, mostAtOnce }),
  };
}

/**
 * Photos decoded at once on this server: two keep both cores busy, and 60 uploads at once take two
 * decodes' memory rather than sixty (decision 0116).
 */
export const photoDecodesAtOnce = 2;
export const photoDecodes = createConcurrencyGate(photoDecodesAtOnce);

async function decodeAndEncode(bytes: Buffer, type: PhotoType): Promise<ReencodedPhoto> {
  const input =
    type === "heic"
      ? await heicPixels(bytes)
      : sharp(bytes, { failOn: "error", limitInputPixels: maxPhotoPixels });
  const longSide = intakePhotoLimits.longSidePx;
  // rotate() without an angle turns the image upright by its EXIF orientation; sharp writes no
  // metadata unless asked (withMetadata/keepExif are never called), so EXIF and GPS are gone.
  const pipeline = input
    .rotate()
    .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true });
  const encoded =
    type === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      contentType: type === "png" ? "image/png" : "image/jpeg",
      bytes: data,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new DomainError("payload_too_large", photoMessages.tooManyPixels);
    throw new DomainError("unsupported_media_type", photoMessages.unreadable);
  }
}
