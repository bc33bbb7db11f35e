import type { AdminIntakeView, IntakePhoto, IntakeView } from "@clinic/contract/intake-form";
import { findBooking } from "../../db/booking-repository";
import {
  findIntake,
  findIntakePhotoBytes,
  type IntakePhotoRow,
  listIntakePhotos,
} from "../../db/intake-repository";
import { DomainError } from "../domain-error";
import { editableUntil, type IntakeDeps, intakeAccess, isEditable } from "./intake-access";

/** What the patient (manage link) and the admin (booking drawer) read of an intake. */

export function toPhotoView(row: IntakePhotoRow): IntakePhoto {
  return {
    id: row.id,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

async function storedIntake(deps: Pick<IntakeDeps, "db">, bookingId: string) {
  const [intake, photos] = await Promise.all([
    findIntake(deps.db, bookingId),
    listIntakePhotos(deps.db, bookingId),
  ]);
  return {
    answers: (intake?.answers as IntakeView["answers"]) ?? null,
    submittedAt: intake?.submittedAt.toISOString() ?? null,
    updatedAt: intake?.updatedAt.toISOString() ?? null,
    photos,
  };
}

/** GET /api/public/bookings/{id}/intake: the questions, the saved answers, the photos' list. */
export async function viewIntake(
  deps: IntakeDeps,
  bookingId: string,
  token: string | undefined,
): Promise<IntakeView> {
  const { booking, slot } = await intakeAccess(deps, bookingId, token);
  const stored = await storedIntake(deps, bookingId);
  return {
    form: deps.form,
    ...stored,
    photos: stored.photos.map(toPhotoView),
    editable: isEditable(deps, booking, slot),
    editableUntil: editableUntil(slot).toISOString(),
  };
}

/** GET /api/admin/bookings/{id}/intake (the admin guard has checked the session). */
export async function adminViewIntake(deps: IntakeDeps, bookingId: string): Promise<AdminIntakeView> {
  if (!(await findBooking(deps.db, bookingId))) throw new DomainError("not_found", "No such booking.");
  const stored = await storedIntake(deps, bookingId);
  return {
    bookingId,
    form: deps.form,
    ...stored,
    photos: stored.photos.map((p) => ({
      ...toPhotoView(p),
      url: `/api/admin/intake-photos/${encodeURIComponent(p.id)}`,
    })),
  };
}

/** GET /api/admin/intake-photos/{id}: the stored (re-encoded) bytes. */
export async function adminReadPhoto(deps: Pick<IntakeDeps, "db">, photoId: string) {
  const photo = await findIntakePhotoBytes(deps.db, photoId);
  if (!photo) throw new DomainError("not_found", "No such photo.");
  return photo;
}
