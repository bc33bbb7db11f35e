import { footerPageSizes } from "@clinic/contract/admin-bookings";
import { useMemo, useState } from "react";
import { DataTable, type SortingState } from "../../components/ui/data-table";
import { useClinicZone } from "../../lib/clinic-zone";
import { wideScreenQuery } from "../../lib/use-media-query";
import { CreateBookingDialog } from "../slots";
import { type BookingDialog, bookingActions, bookingRowName } from "./booking-actions";
import { BookingDetailsList } from "./booking-details";
import { bookingColumns, initialBookingColumns, slotWhen } from "./bookings-columns";
import { BookingsFilters } from "./bookings-filters";
import { asBookingSort } from "./bookings-list-state";
import { EndBookingDialog } from "./end-booking-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import { useBookingsList } from "./use-bookings-list";

/** admin.md §2 Bookings section: a table of slots with their live booking, sorted and paged by the server. */
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

/** The filters, the slots (a table, or cards on a narrow screen) with their pages, and the dialogs. */
function BookingsSection({ zone }: { zone: string }) {
  const list = useBookingsList(zone);
  const { state, dispatch, rows, refresh } = list;
  const [dialog, setDialog] = useState<BookingDialog | null>(null);
  const columns = useMemo(() => bookingColumns(zone), [zone]);
  const sorting: SortingState = [{ id: state.sort, desc: state.order === "desc" }];
  const onSortingChange = (next: SortingState) => {
    const sort = asBookingSort(next[0]?.id);
    if (sort) dispatch({ type: "sort", sort, order: next[0]?.desc ? "desc" : "asc" });
  };
  const close = () => setDialog(null);
  const slotOf = (kind: BookingDialog["kind"]) => (dialog?.kind === kind ? dialog.slot : null);
  return (
    <div className="space-y-6">
      <BookingsFilters list={list} />
      <section
        aria-labelledby="table-title"
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      >
        <DataTable
          heading={
            <>
              <h2 id="table-title" className="text-xl font-semibold text-slate-900">
                Slot table
              </h2>
              {list.isError && <p className="mt-1 text-red-700">Failed to fetch bookings</p>}
            </>
          }
          label="Slots and bookings"
          data={rows ?? []}
          columns={columns}
          getRowId={(s) => s.slotId}
          rowName={(s) => bookingRowName(s, slotWhen(s, zone))}
          sorting={sorting}
          onSortingChange={onSortingChange}
          paging={{
            page: state.page,
            pageSize: state.pageSize,
            rowCount: list.total,
            // The footer's sizes; the filter's own (25/50/100/200) drive the same size (admin.md §9).
            pageSizes: footerPageSizes,
            noun: "slots",
            onChange: (p) => dispatch({ type: "page", ...p }),
          }}
          initialColumnVisibility={initialBookingColumns}
          rowActions={(s) => bookingActions(s, setDialog)}
          details={{
            title: (s) => s.booking?.customerName ?? "Slot details",
            description: (s) => slotWhen(s, zone),
            render: (s) => <BookingDetailsList slot={s} zone={zone} />,
          }}
          // Beside the sidebar a table needs a laptop's width; below that the rows are cards.
          tableFrom={wideScreenQuery}
          busy={list.isFetching}
          empty={
            rows && (
              <div className="mt-6 text-center text-slate-700">
                <p className="text-lg font-semibold text-slate-900">No Slots Found</p>
                <p>Try another date range or status, or create slots in Slot Management.</p>
              </div>
            )
          }
        />
      </section>
      <CreateBookingDialog
        slot={slotOf("create")}
        variant="bookings"
        title="Create Manual Booking"
        onClose={close}
        onCreated={refresh}
      />
      <RescheduleDialog slot={slotOf("reschedule")} zone={zone} onClose={close} onDone={refresh} />
      <EndBookingDialog
        ending={
          dialog?.kind === "cancel" || dialog?.kind === "delete"
            ? { slot: dialog.slot, action: dialog.kind }
            : null
        }
        onClose={close}
        onDone={refresh}
      />
    </div>
  );
}
