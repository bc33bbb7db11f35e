import { type KindMode, kindNameIn, mapLinkOf } from "@clinic/contract/appointment-kinds";
import { type Locale, localeOr } from "@clinic/contract/locales";
import type { KindRow } from "../../db/appointment-kind-repository";

/**
 * Where a booked appointment takes place, as every message about it says (issue 34): an in-clinic
 * kind's address (its own, else the clinic's from the content file) with a map link; a home visit's
 * address as the patient typed it (no map link: it is theirs); nothing for a video call, whose place
 * is its meeting link.
 */
export type AppointmentPlace = { mode: KindMode; location: string | null; mapUrl: string | null };

export function placeOf(
  kind: Pick<KindRow, "mode" | "address">,
  booking: { visitAddress: string | null },
  clinicAddress: string | undefined,
): AppointmentPlace {
  const mode = kind.mode as KindMode;
  if (mode === "in_clinic") {
    const location = kind.address ?? clinicAddress ?? null;
    return { mode, location, mapUrl: location ? mapLinkOf(location) : null };
  }
  if (mode === "home_visit") return { mode, location: booking.visitAddress, mapUrl: null };
  return { mode, location: null, mapUrl: null };
}

/** The kind as a booking's answers carry it: id, name in the booking's language, mode. */
export function bookedKindOf(kind: KindRow, locale: string): { id: string; name: string; mode: KindMode } {
  const lang: Locale = localeOr(locale);
  return { id: kind.id, name: kindNameIn(kind, lang), mode: kind.mode as KindMode };
}

/**
 * The meeting link a booked appointment shows: only a confirmed (paid) video appointment has a room to
 * join; an unpaid or cancelled one's old link would mislead.
 */
export function joinableMeetingLink(booking: {
  status: string;
  mode: string;
  meetingLink: string | null;
}): string | null {
  return booking.status === "PAID" && booking.mode === "video" ? booking.meetingLink : null;
}
