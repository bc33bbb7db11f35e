import type { MyMeasurements } from "@clinic/contract/measurements";
import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { accessOf, auditRecordRead, type ManageCredentials } from "../record-access/access-scope";
import type { ManagePageDeps } from "../record-access/manage-page-deps";
import { listMeasurementsOf } from "./list-measurements";
import { readMeasurementSettings, thresholdsOf } from "./measurement-views";

/**
 * GET /api/public/bookings/{bookingId}/my-measurements: the patient's own sessions. The manage token
 * alone opens its booking only (decision 0113): the sessions taken on that consultation's day, in the
 * clinic's zone; with a record session, every session of the record. Volumes, difference, change and
 * flag, and the latest home-care note; never the clinical notes, the bioimpedance or who recorded it
 * (those are the practitioner's working record; the patient's data export has everything). A booking
 * linked to no record has no measurements.
 */
export async function myMeasurements(
  deps: ManagePageDeps,
  bookingId: string,
  credentials: ManageCredentials,
): Promise<MyMeasurements> {
  const now = deps.now?.() ?? new Date();
  const { scope, slot } = await accessOf(deps.db, bookingId, credentials.token, credentials.session, now);
  if (!scope.patient || scope.patient.erasedAt)
    return {
      scope: scope.level,
      sessions: [],
      thresholds: thresholdsOf(await readMeasurementSettings(deps.db)),
      homeCare: null,
    };
  const { sessions: all, thresholds } = await listMeasurementsOf(deps.db, scope.patient.id);
  const day = dateKeyInZone(slot.startAt, deps.clinicTimezone());
  const sessions = scope.level === "record" ? all : all.filter((s) => s.takenOn === day);
  if (scope.level === "record") await auditRecordRead(deps.db, scope, bookingId, "measurements");
  const withNote = sessions.filter((s) => s.homeCareNote).at(-1);
  return {
    scope: scope.level,
    sessions: sessions.map((s) => ({
      id: s.id,
      takenOn: s.takenOn,
      limb: s.limb,
      affectedVolumeMl: s.affectedVolumeMl,
      otherVolumeMl: s.otherVolumeMl,
      differencePercent: s.differencePercent,
      volumeChangePercent: s.volumeChangePercent,
      flag: s.flag,
      islStage: s.islStage,
    })),
    thresholds,
    homeCare: withNote?.homeCareNote ? { note: withNote.homeCareNote, writtenOn: withNote.takenOn } : null,
  };
}
