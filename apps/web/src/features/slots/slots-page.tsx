import {
  type AdminSlot,
  deleteSlotQuestion,
  slotEnd,
  slotMessages,
  slotUpdatedVerb,
} from "@clinic/contract/admin-slots";
import { completedSlotMessage, type SlotStatus, slotStatuses, slotTransitions } from "@clinic/contract/slots";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { buttonStyles, compactButton as small } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { slotStatusColours as statusBadge } from "../../components/ui/status-badge";
import { toast } from "../../components/ui/toast";
import { todayKey, useClinicZone } from "../../lib/clinic-zone";
import { adminMoney, time24 } from "../../lib/format";
import { adminSlotsApi, adminSlotsKey } from "./admin-slots-api";
import { BulkCreateForm } from "./bulk-create-form";
import { CreateBookingDialog } from "./create-booking-dialog";
import { slotCallErrorTitle } from "./slot-call-errors";

/** The button of each move a slot allows (the contract's slotTransitions), in the spec's words (admin.md §4). */
function moveLabel(from: SlotStatus, to: SlotStatus): string {
  if (to === "HELD") return "Hold";
  if (to === "BOOKED") return "Mark Booked";
  if (to === "COMPLETED") return "Mark Completed";
  return from === "HELD" ? "Reopen / Release Slot" : "Reopen";
}

/**
 * The Booking Details box of a held, booked or completed slot (admin.md §2): always shown for those,
 * also when the slot has no booking (an admin Hold or Mark Booked), with the spec's words for what is
 * missing ('Unknown', 'No email', 'No phone'); or why the booking could not be read.
 */
export function BookingDetails({ slot }: { slot: AdminSlot }) {
  const b = slot.booking;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">Booking Details</h3>
      {slot.bookingError ? (
        <p className="mt-1 text-red-700">Error fetching booking: {slot.bookingError}</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Customer</dt>
          <dd>{b?.customerName || "Unknown"}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{b?.customerEmail || "No email"}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{b?.customerPhone || "No phone"}</dd>
          <dt className="font-semibold">Payment</dt>
          <dd>
            {b ? (
              <>
                <span>{b.paymentStatus}</span> <span className="text-slate-700">({b.paymentMethod})</span>
              </>
            ) : (
              "-"
            )}
          </dd>
          <dt className="font-semibold">Amount</dt>
          <dd>{b ? adminMoney(b.amount) : "-"}</dd>
          <dt className="font-semibold">Notes</dt>
          <dd className="break-words">{b?.notes || "-"}</dd>
        </dl>
      )}
    </div>
  );
}

/** admin.md §2 'Manage Slots': bulk create, the slot list with its actions by status (§4). */
export function SlotsPage() {
  const queryClient = useQueryClient();
  const [showAll, setShowAll] = useState(true);
  const zone = useClinicZone();
  // The chosen day, else today in the clinic's zone.
  const [pickedDate, setDate] = useState<string>();
  const date = pickedDate ?? todayKey(zone);
  const [booking, setBooking] = useState<AdminSlot | null>(null);
  const [deleting, setDeleting] = useState<AdminSlot | null>(null);
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const [editTo, setEditTo] = useState<SlotStatus>("OPEN");
  const selected = showAll ? null : date;
  const query = useQuery({
    queryKey: [...adminSlotsKey, selected],
    queryFn: ({ signal }) => adminSlotsApi.list(selected, signal),
  });
  // Toasted on the first failed attempt, once (the retries go on); a load cancelled because the date
  // changed meanwhile is not a failure: no toast (admin.md §8, decision 0084).
  const failed = loadFailure(query);
  useLoadFailureToast(
    failed && {
      title: slotCallErrorTitle(
        failed.error,
        selected ? slotMessages.loadFailedForDate : slotMessages.loadFailed,
      ),
    },
    "admin-slots-load-failed",
  );
  const slots = [...(query.data ?? [])].sort((a, b) => a.startAt.localeCompare(b.startAt));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const counts = Object.fromEntries(slotStatuses.map((s) => [s, slots.filter((x) => x.status === s).length]));

  async function move(slot: AdminSlot, to: SlotStatus) {
    try {
      await adminSlotsApi.setStatus(slot.slotId, to);
      toast.success("Slot Updated", { description: `Slot ${slotUpdatedVerb[to]}` });
      await refresh();
    } catch (error) {
      const title = slotCallErrorTitle(error, slotMessages.updateFailed);
      toast.error(title, {
        description:
          title === slotMessages.updateFailed && error instanceof Error ? error.message : undefined,
      });
    }
  }
  async function remove(slot: AdminSlot) {
    setDeleting(null);
    try {
      await adminSlotsApi.remove(slot.slotId);
      toast.success("Slot Deleted", { description: "Slot has been permanently deleted" });
      await refresh();
    } catch (error) {
      toast.error(
        slotCallErrorTitle(
          error,
          error instanceof Error && error.message ? error.message : slotMessages.deleteFailed,
        ),
      );
    }
  }

  return (
    <div className="space-y-6">
      <BulkCreateForm onCreated={refresh} />
      <section aria-labelledby="slot-list-title" className="rounded-xl border border-slate-200 bg-white p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="slot-list-title" className="text-xl font-semibold text-slate-900">
            Slots
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                className="size-5"
                checked={showAll}
                onChange={(e) => setShowAll(e.target.checked)}
              />
              Show All Slots
            </label>
            {!showAll && (
              <label className="flex items-center gap-2 text-slate-900">
                <span>Date</span>
                <input
                  type="date"
                  className="rounded-md border border-slate-400 px-3 py-2"
                  min={todayKey(zone)}
                  value={date}
                  onChange={(e) => e.target.value && setDate(e.target.value)}
                />
              </label>
            )}
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? "Loading..." : "Refresh"}
            </button>
          </div>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Slot counts">
          {(["OPEN", "HELD", "BOOKED", "COMPLETED"] as const).map((s) => (
            <li key={s} className={`rounded-lg p-3 ${statusBadge[s]}`}>
              <span className="block text-sm font-semibold">{s[0] + s.slice(1).toLowerCase()}</span>
              <span className="text-2xl font-bold" data-testid={`tile-${s}`}>
                {counts[s]}
              </span>
            </li>
          ))}
        </ul>
        {slots.length === 0 && !query.isFetching ? (
          <div className="mt-6 text-center text-slate-700">
            <p className="font-semibold">No slots found</p>
            {!showAll && <p>Pick another date or view all slots.</p>}
          </div>
        ) : (
          <ul className="mt-4 space-y-3" aria-label="Slots">
            {slots.map((slot) => (
              <li
                key={slot.slotId}
                data-slot-id={slot.slotId}
                className="rounded-lg border border-slate-200 p-4"
              >
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold text-slate-900">
                    {time24(slot.startAt, slot.tz)} - {time24(slotEnd(slot), slot.tz)}
                  </span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-semibold ${statusBadge[slot.status]}`}
                  >
                    {slot.status}
                  </span>
                  <span className="text-slate-700">{slot.dateKey}</span>
                </div>
                {slot.status !== "OPEN" && <BookingDetails slot={slot} />}
                <div className="mt-3 flex flex-wrap gap-2">
                  {slot.status === "OPEN" && (
                    <button
                      type="button"
                      className={`${small} border-brand-700 bg-brand-700 text-white`}
                      onClick={() => setBooking(slot)}
                    >
                      Book
                    </button>
                  )}
                  {slotTransitions[slot.status].map((to) => (
                    <button
                      key={to}
                      type="button"
                      className={`${small} border-slate-400`}
                      onClick={() => move(slot, to)}
                    >
                      {moveLabel(slot.status, to)}
                    </button>
                  ))}
                  {(slot.status === "OPEN" || slot.status === "HELD") && (
                    <button
                      type="button"
                      className={`${small} border-red-700 text-red-800`}
                      onClick={() => setDeleting(slot)}
                    >
                      Delete
                    </button>
                  )}
                  {slot.status === "COMPLETED" ? (
                    <p className="text-slate-700">{completedSlotMessage}</p>
                  ) : (
                    <button
                      type="button"
                      className={`${small} border-slate-400`}
                      onClick={() => {
                        setEditTo(slot.status);
                        setEditing(slot);
                      }}
                    >
                      Edit
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateBookingDialog
        slot={booking}
        variant="slots"
        onClose={() => setBooking(null)}
        onCreated={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Slot"
        question={deleteSlotQuestion}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
      <Dialog.Root open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,94vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Edit Slot</Dialog.Title>
            <Dialog.Description className="mt-1 text-slate-700">
              Only the statuses this slot can move to are offered.
            </Dialog.Description>
            <label htmlFor="edit-status" className="mt-3 block font-medium text-slate-900">
              Status
            </label>
            <select
              id="edit-status"
              className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
              value={editTo}
              onChange={(e) => setEditTo(e.target.value as SlotStatus)}
            >
              {editing &&
                [editing.status, ...slotTransitions[editing.status]].map((s) => <option key={s}>{s}</option>)}
            </select>
            <div className="mt-4 flex justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className={buttonStyles.secondary}>
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={!editing || editTo === editing.status}
                onClick={() => {
                  const slot = editing;
                  setEditing(null);
                  if (slot) void move(slot, editTo);
                }}
              >
                Save
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
