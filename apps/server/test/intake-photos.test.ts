import { readFileSync } from "node:fs";
import { intakePhotoLimits } from "@clinic/contract/intake-form";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client";
import { photoLimitMessage } from "../src/services/intake/intake-photos";
import {
  photoDecodes,
  photoDecodesAtOnce,
  photoMessages,
  photoTypeOf,
} from "../src/services/intake/photo-image";
import { signedInCaller } from "./support/admin-test-app";
import {
  holdsTheGpsPosition,
  intakeApp,
  intakeCaller,
  jpegWithGps,
  paidBooking,
} from "./support/intake-fixtures";
import { openWorkerDatabase, resetDatabase } from "./support/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openWorkerDatabase();
});
afterAll(() => handle.close());
beforeEach(() => resetDatabase(handle));

// biome-ignore lint/suspicious/noExplicitAny: answers read loosely.
const body = async (res: Response): Promise<any> => res.json();
const photoCount = async () =>
  Number((await handle.pool.query("select count(*) from intake_photos")).rows[0].count);
/** A real HEVC-coded HEIC, as an iPhone writes (fixtures/README.md says how it was made). */
const heic = readFileSync(new URL("./fixtures/intake-photo.heic", import.meta.url));
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function setUp() {
  const { app, clock } = await intakeApp(handle.db);
  const booking = await paidBooking(app, handle.db);
  return { app, clock, ...booking, patient: intakeCaller(app, booking.bookingId, booking.token) };
}

describe("photo type from the bytes", () => {
  it("knows JPEG, PNG and HEIC by their magic numbers, and nothing else", async () => {
    expect(photoTypeOf(await jpegWithGps())).toBe("jpeg");
    expect(photoTypeOf(await png())).toBe("png");
    expect(photoTypeOf(heic)).toBe("heic");
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .avif()
      .toBuffer();
    expect(photoTypeOf(avif)).toBeUndefined();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .webp()
      .toBuffer();
    expect(photoTypeOf(webp)).toBeUndefined();
    expect(photoTypeOf(Buffer.from("%PDF-1.7\n"))).toBeUndefined();
    expect(photoTypeOf(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("uploading intake photos", () => {
  it("re-encodes a JPEG: upright by its EXIF orientation, EXIF and GPS gone, stored in PostgreSQL", async () => {
    const { patient, bookingId } = await setUp();
    const original = await jpegWithGps(300, 200);
    expect(holdsTheGpsPosition((await sharp(original).metadata()).exif)).toBe(true);
    // The header claims PNG: the bytes decide.
    const res = await patient.upload(original, "image/png");
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ contentType: "image/jpeg", width: 200, height: 300 });
    const { rows } = await handle.pool.query("select bytes, byte_size, booking_id from intake_photos");
    expect(rows).toHaveLength(1);
    expect(rows[0].booking_id).toBe(bookingId);
    const stored: Buffer = rows[0].bytes;
    expect(stored.length).toBe(rows[0].byte_size);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Exif\0\0"))).toBe(false);
    expect(stored.includes(Buffer.from("exif-artist-canary"))).toBe(false);
  });

  it("keeps a PNG a PNG and scales a large photo down to 2000 px on its long side", async () => {
    const { patient } = await setUp();
    expect((await body(await patient.upload(await png(), "image/png"))).data).toMatchObject({
      contentType: "image/png",
      width: 40,
      height: 30,
    });
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "white" } })
      .jpeg({ quality: 30 })
      .toBuffer();
    expect((await body(await patient.upload(big))).data).toMatchObject({ width: 2000, height: 667 });
  });

  it("decodes an HEVC HEIC (which sharp's libvips cannot) and stores it as JPEG", async () => {
    await expect(sharp(heic).toBuffer()).rejects.toThrow();
    const { patient } = await setUp();
    const res = await patient.upload(heic, "image/heic");
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    expect((await body(res)).data).toMatchObject({ contentType: "image/jpeg", width: 64, height: 48 });
    const { rows } = await handle.pool.query("select bytes from intake_photos");
    expect((await sharp(rows[0].bytes).metadata()).format).toBe("jpeg");
  });

  it("refuses another type by its bytes with 415, whatever the header says, storing nothing", async () => {
    const { patient } = await setUp();
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const [label, bytes, type] of [
      ["a GIF named JPEG", gif, "image/jpeg"],
      ["a PDF", Buffer.from("%PDF-1.7\n%âãÏÓ\n"), "application/octet-stream"],
      [
        "JPEG magic, then garbage",
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
        "image/jpeg",
      ],
    ] as const) {
      const res = await patient.upload(bytes, type);
      expect(res.status, label).toBe(415);
      const refused = await body(res);
      expect(refused.code, label).toBe("unsupported_media_type");
      expect([photoMessages.wrongType, photoMessages.unreadable], label).toContain(refused.message);
    }
    // JSON is not a photo either, refused at the door.
    const json = await patient.upload(Buffer.from("{}"), "application/json");
    expect(json.status).toBe(415);
    expect(await photoCount()).toBe(0);
  });

  it("refuses a body over 5 MB with 413, storing nothing", async () => {
    const { patient, token } = await setUp();
    const oversize = Buffer.concat([await jpegWithGps(), Buffer.alloc(intakePhotoLimits.bytes)]);
    const decoded = photoDecodes.stats().started;
    const res = await patient.upload(oversize, "image/jpeg");
    expect(res.status).toBe(413);
    expect(photoDecodes.stats().started).toBe(decoded);
    // The declared size alone refuses it, before the body is read (what a browser sends).
    const declared = await patient.upload(await png(), "image/png", {
      authorization: `Bearer ${token}`,
      "content-length": String(intakePhotoLimits.bytes + 1),
    });
    expect(declared.status).toBe(413);
    expect((await body(declared)).code).toBe("payload_too_large");
    expect(await body(res)).toMatchObject({
      code: "payload_too_large",
      message: expect.stringMatching(/5 MB/),
    });
    expect(await photoCount()).toBe(0);
  });

  it("keeps three photos at most: the fourth is refused with photo_limit; deleting one makes room", async () => {
    const { patient, token, app } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await body(await patient.upload(await png()))).data.id);
    const fourth = await patient.upload(await png());
    expect(fourth.status).toBe(409);
    expect(await body(fourth)).toMatchObject({ code: "photo_limit", message: photoLimitMessage });
    expect(await photoCount()).toBe(3);
    // Another booking's token cannot delete them.
    const other = await paidBooking(app, handle.db);
    const stranger = intakeCaller(app, other.bookingId, other.token);
    expect((await stranger.remove(ids[0] as string)).status).toBe(404);
    expect((await intakeCaller(app, other.bookingId, token).remove(ids[0] as string)).status).toBe(403);
    expect((await patient.remove(ids[0] as string)).status).toBe(200);
    expect((await patient.remove(ids[0] as string)).status).toBe(404);
    expect((await patient.upload(await png())).status).toBe(201);
    const listed = (await body(await patient.get())).data.photos;
    expect(listed).toHaveLength(3);
    expect(Object.keys(listed[0]).sort()).toEqual([
      "byteSize",
      "contentType",
      "createdAt",
      "height",
      "id",
      "width",
    ]);
  });

  it("holds the limit when uploads race", async () => {
    const { patient } = await setUp();
    const photo = await png();
    const answers = await Promise.all(Array.from({ length: 5 }, () => patient.upload(photo)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await photoCount()).toBe(3);
  });

  it("decodes no more of the uploads sent at once than the booking has room for; the rest are refused at once", async () => {
    const { patient } = await setUp();
    const photo = await png();
    expect((await patient.upload(photo)).status).toBe(201);
    const before = photoDecodes.stats().started;
    const answers = await Promise.all(Array.from({ length: 60 }, () => patient.upload(photo)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(58);
    const refused = await Promise.all(answers.filter((r) => r.status === 409).map((r) => body(r)));
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(["photo_limit"]));
    // Two places were left: two photos decoded, none of the 58 refused.
    expect(photoDecodes.stats().started - before).toBe(2);
    expect(await photoCount()).toBe(3);
  });

  it("decodes two photos at a time on the server, whatever the number of bookings uploading", async () => {
    const { app, patient } = await setUp();
    const others = [await paidBooking(app, handle.db), await paidBooking(app, handle.db)];
    const callers = [patient, ...others.map((o) => intakeCaller(app, o.bookingId, o.token))];
    const photo = await jpegWithGps(1600, 1200);
    const before = photoDecodes.stats().started;
    const answers = await Promise.all(callers.flatMap((caller) => [1, 2, 3].map(() => caller.upload(photo))));
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(201));
    expect(photoDecodes.stats().started - before).toBe(9);
    expect(photoDecodes.stats().mostAtOnce).toBeLessThanOrEqual(photoDecodesAtOnce);
    expect(photoDecodesAtOnce).toBe(2);
  });

  it("refuses without a valid token (403) and after the consultation started (409), storing nothing", async () => {
    const { app, patient, bookingId, token, clock, startAt } = await setUp();
    const forged = `${token.startsWith("A") ? "B" : "A"}${token.slice(1)}`;
    expect((await intakeCaller(app, bookingId, forged).upload(await png())).status).toBe(403);
    expect((await patient.upload(await png(), "image/png", {})).status).toBe(403);
    const id = (await body(await patient.upload(await png()))).data.id;
    clock.at = startAt + 1;
    const late = await patient.upload(await png());
    expect(late.status).toBe(409);
    expect((await body(late)).code).toBe("intake_closed");
    expect((await patient.remove(id)).status).toBe(409);
    expect(await photoCount()).toBe(1);
  });
});

describe("the admin's photo read", () => {
  it("serves the stored image to a signed-in admin only, never cached", async () => {
    const { app, patient, bookingId, token } = await setUp();
    await patient.upload(await png());
    const admin = await signedInCaller(app);
    const view = await admin("GET", `/api/admin/bookings/${bookingId}/intake`);
    const [photo] = view.json.data.photos;
    expect(photo.url).toBe(`/api/admin/intake-photos/${photo.id}`);
    expect((await app.request(photo.url)).status).toBe(401);
    expect((await app.request(photo.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    const read = await admin("GET", photo.url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    expect((await admin("GET", "/api/admin/intake-photos/no-such-photo")).status).toBe(404);
  });
});
