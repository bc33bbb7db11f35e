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
 * work for a refused call), then re-encodes the photo outside any transaction (it takes a moment), then
 * stores it if the booking still has room, counted under a lock on the booking.
 */
export async function addIntakePhoto(
  deps: IntakeDeps,
  bookingId: string,
  token: string | undefined,
  bytes: Buffer,
): Promise<IntakePhoto> {
  const { booking, slot } = await intakeAccess(deps, bookingId, token);
  assertEditable(deps, booking, slot);
  if ((await countIntakePhotos(deps.db, bookingId)) >= intakePhotoLimits.count)
    throw new DomainError("photo_limit", photoLimitMessage);
  const photo = await reencodePhoto(bytes);
  const stored = await transaction(deps.db, async (tx) => {
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
  });
  return toPhotoView(stored);
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
