import type { MyMeasurements } from "@clinic/contract/measurements";
import type { Queryable } from "../../db/transaction";
import { recordOfManageLink } from "../patient-rights/record-access";
import { listMeasurementsOf } from "./list-measurements";
import { readMeasurementSettings, thresholdsOf } from "./measurement-views";

/**
 * GET /api/public/bookings/{bookingId}/my-measurements: the patient's own sessions, for the holder
 * of the manage token (decision 0102's access: the token opens its patient's record, nothing else).
 * Volumes, difference, change and flag, and the latest home-care note; never the clinical notes,
 * the bioimpedance or who recorded it (those are the practitioner's working record; the patient's
 * data export has everything). A booking linked to no record has no measurements.
 */
export async function myMeasurements(
  db: Queryable,
  bookingId: string,
  token: string | undefined,
): Promise<MyMeasurements> {
  const { scope } = await recordOfManageLink(db, bookingId, token);
  if (!scope.patient || scope.patient.erasedAt)
    return { sessions: [], thresholds: thresholdsOf(await readMeasurementSettings(db)), homeCare: null };
  const { sessions, thresholds } = await listMeasurementsOf(db, scope.patient.id);
  const withNote = sessions.filter((s) => s.homeCareNote).at(-1);
  return {
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
