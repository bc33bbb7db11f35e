import type { AdminSlot } from "@clinic/contract/admin-slots";
import { useState } from "react";
import { useClinicZone } from "../../lib/clinic-zone";
import { useMediaQuery, wideScreenQuery } from "../../lib/use-media-query";
import { CreateBookingDialog } from "../slots";
import { BookingCards } from "./booking-cards";
import { BookingDetailsList } from "./booking-details";
import { BookingRowActions } from "./booking-row-actions";
import { BookingsFilters } from "./bookings-filters";
import { BookingsPagination } from "./bookings-pagination";
import { type BookingRowParts, BookingsTable } from "./bookings-table";
import { EndBookingDialog, type EndingBooking } from "./end-booking-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { useBookingsList } from "./use-bookings-list";

/** admin.md §2 Bookings section: a table of slots with their live booking, paged by the server. */
export function BookingsPage() {
  // The filter starts from today in the clinic's zone (decision 0064): wait for it.
  const zone = useClinicZone();
  if (!zone)
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  return <BookingsSection zone={zone} />;
}

/** The filters, the slots (a table or cards) with their pages, and the dialogs their buttons open. */
function BookingsSection({ zone }: { zone: string }) {
  const list = useBookingsList(zone);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [manual, setManual] = useState<AdminSlot | null>(null);
  const [moving, setMoving] = useState<AdminSlot | null>(null);
  const [ending, setEnding] = useState<EndingBooking | null>(null);
  // One layout in the page, the one that fits: a table on wide screens, cards on narrow ones.
  const wide = useMediaQuery(wideScreenQuery);
  const { rows, refresh } = list;
  const parts: BookingRowParts = {
    expanded,
    actions: (slot) => (
      <BookingRowActions
        slot={slot}
        expanded={expanded === slot.slotId}
        onToggleDetails={() => setExpanded(expanded === slot.slotId ? null : slot.slotId)}
        onCreate={() => setManual(slot)}
        onReschedule={() => setMoving(slot)}
        onEnd={(action) => setEnding({ slot, action })}
      />
    ),
    details: (slot) => <BookingDetailsList slot={slot} zone={zone} />,
  };
  return (
    <div className="space-y-6">
      <BookingsFilters list={list} />
      <section
        aria-labelledby="table-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="table-title" className="text-xl font-semibold text-slate-900">
          Slot table
        </h2>
        {list.isError && <p className="mt-3 text-red-700">Failed to fetch bookings</p>}
        {rows && rows.length === 0 ? (
          <div className="mt-6 text-center text-slate-700">
            <p className="text-lg font-semibold text-slate-900">No Slots Found</p>
            <p>Try another date range or status, or create slots in Slot Management.</p>
          </div>
        ) : wide ? (
          <BookingsTable rows={rows} sort={list.sort} onSort={list.sortBy} {...parts} />
        ) : (
          <BookingCards rows={rows} {...parts} />
        )}
        <BookingsPagination list={list} />
      </section>
      <CreateBookingDialog
        slot={manual}
        variant="bookings"
        title="Create Manual Booking"
        onClose={() => setManual(null)}
        onCreated={refresh}
      />
      <RescheduleDialog slot={moving} zone={zone} onClose={() => setMoving(null)} onDone={refresh} />
      <EndBookingDialog ending={ending} onClose={() => setEnding(null)} onDone={refresh} />
    </div>
  );
}
