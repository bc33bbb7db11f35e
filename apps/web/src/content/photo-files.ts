import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { ClinicContent, ContentPhoto } from "./content-schema";
import type { PhotoMap } from "./photo-set";

/**
 * The build's part of the content photos (issue 24; decision 0110), run by vite.config.ts in Node, never in
 * the browser: checks that each named file is a real image (sharp reads its header), and makes each photo
 * into AVIF and WebP at a few widths, never wider than its source. Names carry a hash of the source and the
 * settings, so an unchanged photo keeps its URLs (cached a year by browsers) and its encodings (cached in
 * node_modules/.cache/clinic-photos, since AVIF takes a while).
 */

export const contentDirectory = path.dirname(fileURLToPath(import.meta.url));
const cacheDirectory = path.resolve(contentDirectory, "../../../../node_modules/.cache/clinic-photos");
const imageFormats = new Set(["jpeg", "png", "webp", "avif", "heif"]);
const landscapeWidths = [480, 960, 1440];
/** A portrait shows at most about 160 px wide (twice that on a dense screen). */
const portraitWidths = [160, 320, 480];
const quality = { avif: 55, webp: 78 } as const;

type Place = { key: string; photo: ContentPhoto; widths: number[] };

/** Every photo the content names, by its place: "photos.hero", "about.team.0.photo", … */
export function contentPhotos(content: ClinicContent): Place[] {
  const places: Place[] = [];
  for (const [name, photo] of Object.entries(content.photos ?? {}))
    if (photo) places.push({ key: `photos.${name}`, photo, widths: landscapeWidths });
  content.about.team.forEach((member, i) => {
    if (member.photo)
      places.push({ key: `about.team.${i}.photo`, photo: member.photo, widths: portraitWidths });
  });
  return places;
}

/** One problem per photo whose file is missing or not an image, naming the field. Empty when all are good. */
export async function photoFileProblems(
  content: ClinicContent,
  directory = contentDirectory,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { key, photo } of contentPhotos(content)) {
    const file = path.join(directory, photo.file);
    if (!existsSync(file)) {
      problems.push(`${key}.file: ${photo.file} does not exist in ${directory}`);
      continue;
    }
    const format = await sharp(file)
      .metadata()
      .then((meta) => (meta.width && meta.height ? meta.format : undefined))
      .catch(() => undefined);
    if (!format || !imageFormats.has(format))
      problems.push(`${key}.file: ${photo.file} is not an image (JPEG, PNG, WebP or AVIF) that can be read`);
  }
  return problems;
}

/** Throws one error listing every bad photo file: the build stops, as for the rest of the content. */
export async function checkPhotoFiles(content: ClinicContent, directory = contentDirectory): Promise<void> {
  const problems = await photoFileProblems(content, directory);
  if (problems.length === 0) return;
  throw new Error(
    `The clinic content's photos have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
  );
}

/** A file the build writes: its name under the client build, and how to make its bytes. */
export type PhotoOutput = { fileName: string; make(): Promise<Buffer> };

/** The pages' data for every photo (URLs, sizes, alt) and the files to write for them. */
export async function planPhotos(
  content: ClinicContent,
  directory = contentDirectory,
): Promise<{ photos: PhotoMap; outputs: PhotoOutput[] }> {
  const photos: PhotoMap = {};
  const outputs: PhotoOutput[] = [];
  for (const { key, photo, widths: wanted } of contentPhotos(content)) {
    const file = path.join(directory, photo.file);
    const source = readFileSync(file);
    const meta = await sharp(source).metadata();
    const sourceWidth = meta.autoOrient?.width ?? meta.width ?? 0;
    const sourceHeight = meta.autoOrient?.height ?? meta.height ?? 0;
    const widths = [...new Set(wanted.map((w) => Math.min(w, sourceWidth)))];
    const hash = createHash("sha256")
      .update(source)
      .update(JSON.stringify({ quality, v: 1 }))
      .digest("hex")
      .slice(0, 10);
    const base = path
      .basename(photo.file)
      .replace(/\.[^.]+$/, "")
      .replace(/[^\w-]/g, "-");
    const url = (width: number, format: "avif" | "webp") =>
      `/assets/photos/${base}-${width}-${hash}.${format}`;
    for (const format of ["avif", "webp"] as const)
      for (const width of widths)
        outputs.push({
          fileName: url(width, format).slice(1),
          make: () => encoded(source, `${hash}-${width}.${format}`, width, format),
        });
    const largest = widths[widths.length - 1] ?? sourceWidth;
    const middle = widths[Math.floor((widths.length - 1) / 2)] ?? largest;
    photos[key] = {
      alt: photo.alt.trim(),
      width: largest,
      height: Math.round((sourceHeight * largest) / sourceWidth),
      avif: widths.map((w) => `${url(w, "avif")} ${w}w`).join(", "),
      webp: widths.map((w) => `${url(w, "webp")} ${w}w`).join(", "),
      src: url(middle, "webp"),
    };
  }
  return { photos, outputs };
}

async function encoded(
  source: Buffer,
  cacheName: string,
  width: number,
  format: "avif" | "webp",
): Promise<Buffer> {
  const cached = path.join(cacheDirectory, cacheName);
  if (existsSync(cached)) return readFileSync(cached);
  const image = sharp(source).autoOrient().resize({ width, withoutEnlargement: true });
  const body = await (format === "avif"
    ? image.avif({ quality: quality.avif, effort: 4 })
    : image.webp({ quality: quality.webp })
  ).toBuffer();
  mkdirSync(cacheDirectory, { recursive: true });
  writeFileSync(cached, body);
  return body;
}
