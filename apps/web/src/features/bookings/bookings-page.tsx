import {
  type AdminBookingsQueryInput,
  type BookingSort,
  defaultAppointmentType,
  defaultDurationMinutes,
  defaultPageSize,
  filterPageSizes,
  footerPageSizes,
} from "@clinic/contract/admin-bookings";
import { type AdminSlot, slotMessages } from "@clinic/contract/admin-slots";
import * as Dialog from "@radix-ui/react-dialog";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useMediaQuery, wideScreenQuery } from "../../lib/use-media-query";
import { useClinicZone } from "../settings/use-clinic-zone";
import { endOf, longDate, rupees, time12, time24, todayKey } from "../slots/admin-slots-api";
import { ConfirmDialog } from "../slots/confirm-dialog";
import { CreateBookingDialog } from "../slots/create-booking-dialog";
import { statusBadge } from "../slots/slots-page";
import { adminBookingsApi, pageList } from "./admin-bookings-api";

const plusDays = (key: string, days: number) =>
  new Date(Date.parse(`${key}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Filter = { from: string; to: string; status: string; view: "upcoming" | "past" | "all" };
const small = "inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold";

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
  return <BookingsTable zone={zone} />;
}

function BookingsTable({ zone }: { zone: string }) {
  const queryClient = useQueryClient();
  const today = todayKey(zone);
  const [draft, setDraft] = useState<Filter>({
    from: today,
    to: plusDays(today, 7),
    status: "all",
    view: "upcoming",
  });
  const [filter, setFilter] = useState<Filter>(draft);
  const [sort, setSort] = useState<{ sort: BookingSort; order: "asc" | "desc" }>({
    sort: "date",
    order: "asc",
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(defaultPageSize);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [manual, setManual] = useState<AdminSlot | null>(null);
  const [moving, setMoving] = useState<AdminSlot | null>(null);
  const [ending, setEnding] = useState<{ slot: AdminSlot; action: "cancel" | "delete" } | null>(null);
  // One layout in the page, the one that fits: a table on wide screens, cards on narrow ones.
  const wide = useMediaQuery(wideScreenQuery);
  const q: AdminBookingsQueryInput = {
    view: filter.view,
    from: filter.from || undefined,
    to: filter.to || undefined,
    status: filter.status as AdminBookingsQueryInput["status"],
    ...sort,
    page,
    pageSize,
  };
  const query = useQuery({
    queryKey: ["admin", "bookings", q],
    queryFn: ({ signal }) => adminBookingsApi.page(q, signal),
    placeholderData: keepPreviousData,
  });
  // admin.md §8 'Error - Failed to load slots. Please try again.': on the first failed attempt, once
  // (the retries go on), never for a cancelled load (decision 0084).
  useLoadFailureToast(
    loadFailure(query) && { title: "Error", description: slotMessages.loadFailed },
    "admin-bookings-load-failed",
  );
  const rows = query.data?.data;
  const total = query.data?.pagination.total ?? 0;
  const last = Math.max(1, Math.ceil(total / pageSize));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const apply = (f: Filter) => {
    setDraft(f);
    setFilter(f);
    setPage(1);
  };
  const sortBy = (key: BookingSort) => {
    setSort((s) => ({ sort: key, order: s.sort === key && s.order === "asc" ? "desc" : "asc" }));
    setPage(1);
  };
  const sizeChange = (n: number) => {
    setPageSize(n);
    setPage(1);
  };
  async function end() {
    const target = ending;
    setEnding(null);
    if (!target?.slot.booking) return;
    try {
      await adminBookingsApi.remove(target.slot.booking.bookingId, target.action);
      toast.success(target.action === "cancel" ? "Booking Cancelled" : "Booking Deleted");
      await refresh();
    } catch (error) {
      toast.error(target.action === "cancel" ? "Failed to cancel booking" : "Failed to delete booking", {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const header = (key: BookingSort | null, label: string) => {
    if (!key)
      return (
        <th scope="col" className="px-3 py-2 text-left">
          {label}
        </th>
      );
    const active = sort.sort === key;
    return (
      <th
        scope="col"
        className="px-3 py-2 text-left"
        aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : "none"}
      >
        <button
          type="button"
          className="min-h-11 font-semibold underline-offset-2 hover:underline"
          onClick={() => sortBy(key)}
        >
          {label}
          {active ? (sort.order === "asc" ? " ▲" : " ▼") : ""}
        </button>
      </th>
    );
  };
  const actions = (slot: AdminSlot) => (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={`${small} border-slate-400`}
        aria-expanded={expanded === slot.slotId}
        onClick={() => setExpanded(expanded === slot.slotId ? null : slot.slotId)}
      >
        Details
      </button>
      {slot.status === "OPEN" && (
        <button
          type="button"
          className={`${small} border-brand-700 bg-brand-700 text-white`}
          onClick={() => setManual(slot)}
        >
          Create Booking
        </button>
      )}
      {slot.booking && slot.status !== "COMPLETED" && slot.booking.paymentStatus === "PAID" && (
        <button type="button" className={`${small} border-slate-400`} onClick={() => setMoving(slot)}>
          Reschedule
        </button>
      )}
      {slot.booking && slot.status !== "COMPLETED" && (
        <button
          type="button"
          className={`${small} border-red-700 text-red-800`}
          onClick={() => setEnding({ slot, action: "cancel" })}
        >
          Cancel Booking
        </button>
      )}
      {slot.booking && (
        <button
          type="button"
          className={`${small} border-red-700 text-red-800`}
          onClick={() => setEnding({ slot, action: "delete" })}
        >
          Delete Booking
        </button>
      )}
    </div>
  );
  const details = (slot: AdminSlot) => {
    const b = slot.booking;
    if (!b) return <p className="text-slate-700">No booking for this slot.</p>;
    return (
      <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Customer</dt>
        <dd>{`${b.customerName} · ${b.customerEmail} · ${b.customerPhone}`}</dd>
        <dt className="font-semibold">Appointment type</dt>
        <dd>{b.appointmentType || defaultAppointmentType}</dd>
        <dt className="font-semibold">Duration</dt>
        <dd>{b.duration || defaultDurationMinutes} minutes</dd>
        <dt className="font-semibold">Created</dt>
        <dd>{new Date(b.createdAt).toLocaleString("en-IN", { timeZone: zone })}</dd>
        <dt className="font-semibold">Amount</dt>
        <dd>{rupees(b.amount)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{b.paymentStatus}</dd>
        <dt className="font-semibold">Payment</dt>
        <dd>{`${(b.paymentId ?? "-").slice(0, 8)} · ${b.paymentMethod}`}</dd>
        <dt className="font-semibold">Notes</dt>
        <dd className="break-words">{b.notes || "-"}</dd>
      </dl>
    );
  };
  const label = "block text-sm font-medium text-slate-900";
  const input = "mt-1 rounded-md border border-slate-400 px-3 py-2";
  // admin.md §2: dates before today are disabled in the pickers; the Past and All views look back.
  const earliest = draft.view === "upcoming" ? today : undefined;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="space-y-6">
      <section aria-labelledby="filters-title" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="filters-title" className="text-xl font-semibold text-slate-900">
          Filters
        </h2>
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <div>
            <label htmlFor="filter-from" className={label}>
              From
            </label>
            <input
              id="filter-from"
              type="date"
              className={input}
              value={draft.from}
              min={earliest}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="filter-to" className={label}>
              To
            </label>
            <input
              id="filter-to"
              type="date"
              className={input}
              value={draft.to}
              min={earliest}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor="filter-status" className={label}>
              Status
            </label>
            <select
              id="filter-status"
              className={input}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="all">All</option>
              <option value="OPEN">OPEN (Available)</option>
              <option value="HELD">HELD</option>
              <option value="BOOKED">BOOKED</option>
              <option value="COMPLETED">COMPLETED</option>
            </select>
          </div>
          <div>
            <label htmlFor="filter-view" className={label}>
              Show
            </label>
            <select
              id="filter-view"
              className={input}
              value={draft.view}
              onChange={(e) => setDraft({ ...draft, view: e.target.value as Filter["view"] })}
            >
              <option value="upcoming">Upcoming</option>
              <option value="past">Past</option>
              <option value="all">All</option>
            </select>
          </div>
          <div>
            <label htmlFor="filter-size" className={label}>
              Page size
            </label>
            <select
              id="filter-size"
              className={input}
              value={pageSize}
              onChange={(e) => sizeChange(Number(e.target.value))}
            >
              {pageSizeOptions(filterPageSizes, pageSize)}
            </select>
          </div>
          <button type="submit" className={buttonStyles.primary}>
            Apply Filters
          </button>
        </form>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => apply({ ...draft, from: today, to: today })}
          >
            Today
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => apply({ ...draft, from: today, to: plusDays(today, 7) })}
          >
            Next 7 Days
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => apply({ ...draft, from: today, to: plusDays(today, 30) })}
          >
            Next Month
          </button>
          <a
            className={buttonStyles.ghost}
            href={adminBookingsApi.csvUrl({ ...q, page: undefined, pageSize: undefined })}
            download
          >
            Export CSV
          </a>
        </div>
      </section>

      <section
        aria-labelledby="table-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="table-title" className="text-xl font-semibold text-slate-900">
          Slot table
        </h2>
        {query.isError && <p className="mt-3 text-red-700">Failed to fetch bookings</p>}
        {rows && rows.length === 0 ? (
          <div className="mt-6 text-center text-slate-700">
            <p className="text-lg font-semibold text-slate-900">No Slots Found</p>
            <p>Try another date range or status, or create slots in Slot Management.</p>
          </div>
        ) : wide ? (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-sm text-slate-900">
              <thead className="bg-slate-100">
                <tr>
                  {header("date", "Date & Time")}
                  {header("status", "Status")}
                  {header("customer", "Customer")}
                  {header("email", "Email")}
                  {header("phone", "Phone")}
                  {header("paymentStatus", "Payment Status")}
                  {header(null, "Amount")}
                  {header(null, "Appointment")}
                  {header(null, "Meeting Link")}
                  {header(null, "Notes")}
                  {header("createdAt", "Created")}
                  {header(null, "Actions")}
                </tr>
              </thead>
              <tbody>
                {rows?.map((slot) => (
                  <Fragment key={slot.slotId}>
                    <tr data-slot-id={slot.slotId} className="border-t border-slate-200 align-top">
                      <td className="px-3 py-2 whitespace-nowrap">
                        {slot.dateKey}
                        <br />
                        {time24(slot.startAt, slot.tz)} - {time24(endOf(slot), slot.tz)}
                      </td>
                      <td className="px-3 py-2">
                        <span
                          className={`rounded-full px-2 py-0.5 font-semibold ${statusBadge[slot.status]}`}
                        >
                          {slot.status}
                        </span>
                      </td>
                      <td className="px-3 py-2">{slot.booking?.customerName ?? "-"}</td>
                      <td className="px-3 py-2 break-all">{slot.booking?.customerEmail ?? "-"}</td>
                      <td className="px-3 py-2">{slot.booking?.customerPhone ?? "-"}</td>
                      <td className="px-3 py-2">{slot.booking?.paymentStatus ?? "-"}</td>
                      <td className="px-3 py-2">{slot.booking ? rupees(slot.booking.amount) : "-"}</td>
                      <td className="px-3 py-2">{slot.booking ? slot.booking.appointmentType : "-"}</td>
                      <td className="px-3 py-2">
                        {slot.booking?.meetingLink ? (
                          <a className="text-brand-800 underline" href={slot.booking.meetingLink}>
                            Join
                          </a>
                        ) : (
                          "-"
                        )}
                      </td>
                      <td className="max-w-48 truncate px-3 py-2">{slot.booking?.notes || "-"}</td>
                      <td className="px-3 py-2">
                        {slot.booking ? slot.booking.createdAt.slice(0, 10) : "-"}
                      </td>
                      <td className="px-3 py-2">{actions(slot)}</td>
                    </tr>
                    {expanded === slot.slotId && (
                      <tr>
                        <td colSpan={12} className="bg-slate-50 px-3 py-3">
                          {details(slot)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="mt-4 space-y-3" aria-label="Slots and bookings">
            {rows?.map((slot) => (
              <li key={slot.slotId} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">
                  {slot.dateKey} {time24(slot.startAt, slot.tz)} - {time24(endOf(slot), slot.tz)}
                </p>
                <p className="mt-1">
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-semibold ${statusBadge[slot.status]}`}
                  >
                    {slot.status}
                  </span>
                </p>
                {slot.booking && (
                  <p className="mt-1 text-slate-800">
                    {slot.booking.customerName} · {slot.booking.paymentStatus}
                  </p>
                )}
                <div className="mt-2">{actions(slot)}</div>
                {expanded === slot.slotId && <div className="mt-2">{details(slot)}</div>}
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-800">
            Showing {from}-{to} of {total} slots
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <button
              type="button"
              className={`${small} border-slate-400`}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            {pageList(page, last).map((n) =>
              typeof n === "string" ? (
                <span key={n} className="px-2" aria-hidden="true">
                  …
                </span>
              ) : (
                <button
                  key={n}
                  type="button"
                  aria-current={n === page ? "page" : undefined}
                  aria-label={`Page ${n}`}
                  className={`${small} ${n === page ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
                  onClick={() => setPage(n)}
                >
                  {n}
                </button>
              ),
            )}
            <button
              type="button"
              className={`${small} border-slate-400`}
              disabled={page >= last}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
            <label className="ml-2 flex items-center gap-1 text-sm text-slate-900">
              Rows
              <select
                className="rounded-md border border-slate-400 px-2 py-2"
                value={pageSize}
                onChange={(e) => sizeChange(Number(e.target.value))}
              >
                {pageSizeOptions(footerPageSizes, pageSize)}
              </select>
            </label>
          </div>
        </nav>
      </section>
      <CreateBookingDialog
        slot={manual}
        variant="bookings"
        title="Create Manual Booking"
        onClose={() => setManual(null)}
        onCreated={refresh}
      />
      <RescheduleDialog slot={moving} zone={zone} onClose={() => setMoving(null)} onDone={refresh} />
      <ConfirmDialog
        open={ending !== null}
        title={ending?.action === "delete" ? "Delete Booking" : "Cancel Booking"}
        question={
          ending?.action === "delete"
            ? "Delete this booking and the patient's details permanently? This action cannot be undone."
            : "Cancel this booking? The slot opens again, a paid booking is refunded and the patient is emailed."
        }
        confirmLabel={ending?.action === "delete" ? "Delete Booking" : "Cancel Booking"}
        onCancel={() => setEnding(null)}
        onConfirm={end}
      />
    </div>
  );
}

function RescheduleDialog({
  slot,
  zone,
  onClose,
  onDone,
}: {
  slot: AdminSlot | null;
  zone: string;
  onClose(): void;
  onDone(): void;
}) {
  const [date, setDate] = useState(todayKey(zone));
  const [chosen, setChosen] = useState<AdminSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const bookingId = slot?.booking?.bookingId;
  const options = useQuery({
    queryKey: ["admin", "reschedule-slots", bookingId, date],
    enabled: !!bookingId,
    queryFn: async ({ signal }) => {
      try {
        return await adminBookingsApi.rescheduleSlots(bookingId as string, date, signal);
      } catch (error) {
        toast.error("Failed to load available slots");
        throw error;
      }
    },
  });
  async function confirm() {
    if (!bookingId || !chosen) return;
    setBusy(true);
    try {
      await adminBookingsApi.reschedule(bookingId, chosen);
      toast.success("Booking Rescheduled", { description: "The patient has been emailed the new time." });
      setChosen(null);
      onClose();
      onDone();
    } catch (error) {
      toast.error("Failed to reschedule booking", {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog.Root open={slot !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(32rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">Reschedule Booking</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            Move the appointment to another available time.
          </Dialog.Description>
          <label htmlFor="reschedule-customer" className="mt-3 block font-medium text-slate-900">
            Customer
          </label>
          <input
            id="reschedule-customer"
            readOnly
            className="mt-1 w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2"
            value={slot?.booking?.customerName ?? ""}
          />
          <p className="mt-3 text-slate-900">
            <span className="font-medium">Current appointment: </span>
            {slot
              ? `${longDate(slot.startAt, slot.tz)}, ${time12(slot.startAt, slot.tz)} – ${time12(endOf(slot), slot.tz)}`
              : ""}
          </p>
          <label htmlFor="reschedule-date" className="mt-3 block font-medium text-slate-900">
            New date
          </label>
          <input
            id="reschedule-date"
            type="date"
            min={todayKey(zone)}
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
            value={date}
            onChange={(e) => {
              if (e.target.value) {
                setDate(e.target.value);
                setChosen(null);
              }
            }}
          />
          <fieldset className="mt-3">
            <legend className="font-medium text-slate-900">Available times</legend>
            {options.data?.length === 0 && (
              <p className="mt-1 text-slate-700">No available times on this date.</p>
            )}
            <div className="mt-1 flex flex-wrap gap-2">
              {options.data?.map((s) => (
                <button
                  key={s.slotId}
                  type="button"
                  aria-pressed={chosen?.slotId === s.slotId}
                  className={`${small} ${chosen?.slotId === s.slotId ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
                  onClick={() => setChosen(s)}
                >
                  {time12(s.startAt, s.tz)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className={buttonStyles.secondary}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={!chosen || busy}
              onClick={confirm}
            >
              {busy ? "Rescheduling..." : "Confirm Reschedule"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The page-size choices, with the current size among them (a size from the address may be another). */
function pageSizeOptions(sizes: readonly number[], current: number) {
  return [...new Set<number>([...sizes, current])]
    .sort((a, b) => a - b)
    .map((n) => (
      <option key={n} value={n}>
        {n}
      </option>
    ));
}
