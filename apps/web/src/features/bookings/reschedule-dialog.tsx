import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles, compactButton } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { todayKey } from "../../lib/clinic-zone";
import { longDate, time12 } from "../../lib/format";
import { adminBookingsApi } from "./admin-bookings-api";

/** The times a booking may move to on `date` (none asked while no booking is chosen). */
function useRescheduleSlots(bookingId: string | undefined, date: string) {
  return useQuery({
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
}

/**
 * admin.md §2 Reschedule: the customer and the current time, a new date and its available times;
 * Confirm Reschedule moves the booking and the patient is emailed.
 */
export function RescheduleDialog({
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
  const options = useRescheduleSlots(bookingId, date);
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
              ? `${longDate(slot.startAt, slot.tz)}, ${time12(slot.startAt, slot.tz)} – ${time12(slotEnd(slot), slot.tz)}`
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
                  className={`${compactButton} ${chosen?.slotId === s.slotId ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400"}`}
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
