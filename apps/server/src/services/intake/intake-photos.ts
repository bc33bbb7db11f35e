import { randomUUID } from "node:crypto";
import { type IntakePhoto, intakePhotoLimits } from "@clinic/contract/intake-form";
import {
  countIntakePhotos,
  deleteIntakePhoto,
  insertIntakePhoto,
  lockBookingForPhotos,
} from "../../db/intake-repository";
import { transaction } from "../../db/transaction";
import { clock } from "../booking/booking-deps";
import { DomainError } from "../domain-error";
import { assertEditable, type IntakeDeps, intakeAccess } from "./intake-access";
import { toPhotoView } from "./intake-views";
import { reencodePhoto } from "./photo-image";

export const photoLimitMessage = `You can send up to ${intakePhotoLimits.count} photos. Please delete one before adding another.`;

/**
 * POST /api/public/bookings/{id}/intake/photos: checks the token, the window and the count first (no
 * work for a refused call, and the photo is not even read), then reads and re-encodes the photo outside
 * any transaction (it takes a moment, and waits its turn: `photoDecodes`), then stores it if the booking
 * still has room, counted under a lock on the booking. The count includes the uploads of the booking
 * this server is decoding now (`admitUpload`), so uploads sent at once decode no more photos than there
 * is room for (decision 0116).
 */
export async function addIntakePhoto(
  deps: IntakeDeps,
  bookingId: string,
  token: string | undefined,
  readPhoto: () => Promise<Buffer>,
): Promise<IntakePhoto> {
  const { booking, slot } = await intakeAccess(deps, bookingId, token);
  assertEditable(deps, booking, slot);
  const admitted = await admitUpload(bookingId, () => countIntakePhotos(deps.db, bookingId));
  try {
    const photo = await reencodePhoto(await readPhoto());
    const stored = await admitted.store(() =>
      transaction(deps.db, async (tx) => {
        await lockBookingForPhotos(tx, bookingId);
        if ((await countIntakePhotos(tx, bookingId)) >= intakePhotoLimits.count)
          throw new DomainError("photo_limit", photoLimitMessage);
        return insertIntakePhoto(tx, {
          id: randomUUID(),
          bookingId,
          contentType: photo.contentType,
          bytes: photo.bytes,
          width: photo.width,
          height: photo.height,
          byteSize: photo.bytes.length,
          createdAt: clock(deps),
        });
      }),
    );
    return toPhotoView(stored);
  } finally {
    admitted.release();
  }
}

/** Per booking: its uploads this server has admitted and not yet stored or given up. */
const uploadsInFlight = new Map<string, number>();
/** Per booking: the tail of its admissions and stores, run one after the other. */
const bookingTurns = new Map<string, Promise<unknown>>();

/** Runs `work` after the booking's previous admission or store has finished. */
function inBookingTurn<T>(bookingId: string, work: () => Promise<T>): Promise<T> {
  const previous = bookingTurns.get(bookingId) ?? Promise.resolve();
  const turn = previous.then(work, work);
  const settled = turn.catch(() => undefined);
  bookingTurns.set(bookingId, settled);
  void settled.then(() => {
    if (bookingTurns.get(bookingId) === settled) bookingTurns.delete(bookingId);
  });
  return turn;
}

/**
 * Admits an upload while the stored photos and the uploads in flight leave room; else `photo_limit` at
 * once. An admission and a store (with the release of its place) take turns per booking, so a count
 * read never misses a photo that was stored while its upload was no longer counted as in flight.
 */
async function admitUpload(bookingId: string, countStored: () => Promise<number>) {
  await inBookingTurn(bookingId, async () => {
    const inFlight = uploadsInFlight.get(bookingId) ?? 0;
    if ((await countStored()) + inFlight >= intakePhotoLimits.count)
      throw new DomainError("photo_limit", photoLimitMessage);
    uploadsInFlight.set(bookingId, inFlight + 1);
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (uploadsInFlight.get(bookingId) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(bookingId, left);
    else uploadsInFlight.delete(bookingId);
  };
  return {
    release,
    /** Stores the photo in the booking's turn, and gives up its place in the same turn. */
    store: <T>(write: () => Promise<T>) =>
      inBookingTurn(bookingId, async () => {
        try {
          return await write();
        } finally {
          release();
        }
      }),
  };
}

/** DELETE /api/public/bookings/{id}/intake/photos/{photoId}. */
export async function removeIntakePhoto(
  deps: IntakeDeps,
  bookingId: string,
  token: string | undefined,
  photoId: string,
): Promise<void> {
  const { booking, slot } = await intakeAccess(deps, bookingId, token);
  assertEditable(deps, booking, slot);
  if (!(await deleteIntakePhoto(deps.db, bookingId, photoId)))
    throw new DomainError("not_found", "This photo was already deleted.");
}
