import type { BookingConfirmation } from "@clinic/contract/booking";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { useBookingTexts } from "../../i18n/booking";
import { useManageTexts } from "../../i18n/manage";

type Placed = Pick<BookingConfirmation, "kind" | "location" | "mapUrl">;

/**
 * Where the appointment takes place (issue 34), on the confirmation and manage pages: an in-clinic
 * visit's address, a home visit's "We will visit you at: …". A video consultation has its meeting link
 * instead, so nothing here.
 */
export function PlaceOfVisit({ booking }: { booking: Placed }) {
  const text = useBookingTexts("kinds");
  if (!booking.location) return null;
  if (booking.kind.mode === "in_clinic")
    return (
      <div>
        <dt className="text-sm text-slate-700">{text.address}</dt>{" "}
        <dd className="font-semibold" data-testid="visit-place">
          {booking.location}
        </dd>
      </div>
    );
  if (booking.kind.mode === "home_visit")
    return (
      <div className="sm:col-span-2">
        <dt className="sr-only">{text.address}</dt>
        <dd className="font-semibold" data-testid="visit-place">
          {text.say("visitAt", { address: booking.location })}
        </dd>
      </div>
    );
  return null;
}

/** An in-clinic visit's map link, where a video consultation's "Join" button would be. */
export function MapLink({ booking, className }: { booking: Placed; className: string }) {
  const text = useBookingTexts("kinds");
  const newTab = useManageTexts("confirmation").newTab;
  if (booking.kind.mode !== "in_clinic" || !booking.mapUrl) return null;
  return (
    <NewTabLink href={booking.mapUrl} className={className} hint={newTab}>
      {text.openInMaps}
    </NewTabLink>
  );
}

/** The confirmation's line under its title: the spec's for a video consultation, the kind's otherwise. */
export function BookedLine({ booking, videoLine }: { booking: Placed; videoLine: string }) {
  const text = useBookingTexts("kinds");
  const line =
    booking.kind.mode === "in_clinic"
      ? text.bookedInClinic
      : booking.kind.mode === "home_visit"
        ? text.bookedHomeVisit
        : videoLine;
  return <p className="mt-2 text-slate-800">{line}</p>;
}
