import { deleteExpiredCaptchaUses } from "../../db/captcha-repository";
import type { Database } from "../../db/client";
import { releaseExpiredHolds } from "../../db/hold-repository";

/** Booking job: expired holds go back to OPEN (booking EXPIRED); safe with several servers. */
export function expireHolds(db: Database, asOf = new Date()): Promise<number> {
  return releaseExpiredHolds(db, asOf);
}

/** Booking job: forgets the robot check's spent solutions once they could no longer be replayed. */
export function pruneCaptchaUses(db: Database, now = new Date()): Promise<void> {
  return deleteExpiredCaptchaUses(db, now);
}
