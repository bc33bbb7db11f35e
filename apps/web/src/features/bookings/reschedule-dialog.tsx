import { type AdminSlot, slotEnd } from "@clinic/contract/admin-slots";
import { formatDate, formatTime } from "@clinic/contract/format";
import { useMutation } from "@tanstack/react-query";
import { startOfMonth } from "date-fns";
import { useState } from "react";
import { buttonStyles, compactButton } from "../../components/ui/button-styles";
import { Calendar } from "../../components/ui/calendar";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { todayKey } from "../../lib/clinic-zone";
import { adminBookingsApi } from "./admin-bookings-api";
import { dayToKey, keyToDay, useFreeDays, useRescheduleTimes } from "./use-reschedule-options";

/**
 * admin.md §2 Reschedule: the customer (read-only), the current appointment, a calendar for the new
 * date (days with free times marked) and that date's available times (12-hour, admin.md §9);
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
  return (
    <Dialog
      open={slot !== null}
      onClose={onClose}
      size="lg"
      title="Reschedule Booking"
      description="Move the appointment to another available time."
    >
      {slot?.booking && (
        <RescheduleForm
          key={slot.booking.bookingId}
          slot={slot}
          bookingId={slot.booking.bookingId}
          zone={zone}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

function RescheduleForm({
  slot,
  bookingId,
  zone,
  onClose,
  onDone,
}: {
  slot: AdminSlot;
  bookingId: string;
  zone: string;
  onClose(): void;
  onDone(): void;
}) {
  const today = keyToDay(todayKey(zone));
  // The month shown starts at the current appointment's, unless that is already past.
  const [month, setMonth] = useState(() =>
    startOfMonth(slot.dateKey < todayKey(zone) ? today : keyToDay(slot.dateKey)),
  );
  const [date, setDate] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<AdminSlot | null>(null);
  const free = useFreeDays(month);
  const times = useRescheduleTimes(bookingId, date);
  const move = useMutation({
    mutationFn: (to: AdminSlot) => adminBookingsApi.reschedule(bookingId, to),
    onSuccess: () => {
      toast.success("Booking Rescheduled", { description: "The patient has been emailed the new time." });
      onClose();
      onDone();
    },
    onError: (error) =>
      toast.error("Failed to reschedule booking", {
        description: error instanceof Error ? error.message : undefined,
      }),
  });
  return (
    <>
      <label htmlFor="reschedule-customer" className="mt-4 block font-medium text-slate-900">
        Customer
      </label>
      <input
        id="reschedule-customer"
        readOnly
        className="mt-1 min-h-11 w-full rounded-md border border-slate-300 bg-slate-100 px-3"
        value={slot.booking?.customerName ?? ""}
      />
      <p className="mt-3 text-slate-900">
        <span className="font-medium">Current appointment: </span>
        {`${formatDate(slot.startAt, zone)}, ${formatTime(slot.startAt, zone)} – ${formatTime(slotEnd(slot), zone)}`}
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
        <fieldset className="-mx-3 sm:mx-0">
          <legend className="px-3 font-medium text-slate-900 sm:px-0">New date</legend>
          <Calendar
            selected={date ? keyToDay(date) : undefined}
            onSelect={(day) => {
              if (!day) return;
              setDate(dayToKey(day));
              setChosen(null);
            }}
            month={month}
            onMonthChange={setMonth}
            disabled={{ before: today }}
            startMonth={startOfMonth(today)}
            marked={free.days}
          />
          {free.isError && <p className="px-3 text-sm text-slate-700">Free days could not be marked.</p>}
        </fieldset>
        <fieldset>
          <legend className="font-medium text-slate-900">Available times</legend>
          {!date && <p className="mt-1 text-slate-700">Pick a date to see its times.</p>}
          {date && times.isPending && (
            <p role="status" className="mt-1 text-slate-700">
              Loading times...
            </p>
          )}
          {date && times.data?.length === 0 && (
            <p className="mt-1 text-slate-700">No available times on this date.</p>
          )}
          <div className="mt-2 grid grid-cols-2 gap-2">
            {date &&
              times.data?.map((s) => (
                <button
                  key={s.slotId}
                  type="button"
                  aria-pressed={chosen?.slotId === s.slotId}
                  className={`${compactButton} justify-center ${chosen?.slotId === s.slotId ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-slate-900"}`}
                  onClick={() => setChosen(s)}
                >
                  {formatTime(s.startAt, zone)}
                </button>
              ))}
          </div>
        </fieldset>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogDismiss />
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={!chosen || move.isPending}
          onClick={() => chosen && move.mutate(chosen)}
        >
          {move.isPending ? "Rescheduling..." : "Confirm Reschedule"}
        </button>
      </div>
    </>
  );
}
