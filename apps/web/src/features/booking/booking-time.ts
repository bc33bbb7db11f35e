import { deviceTimeZone } from "@clinic/contract/time-zone";

/**
 * Zones on the booking pages. The clinic's zone is never a constant here: it comes with the slot
 * answers (`timezone` of /api/public/slots/dates, a slot's `tz`; decision 0064).
 */

/** The visitor's zone. */
export function visitorTimeZone(): string {
  return deviceTimeZone();
}
