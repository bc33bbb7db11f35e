import { slotMessages } from "@clinic/contract/admin-slots";
import {
  bufferLimits,
  bulkCreateDefaults,
  durationLimits,
  generateSlots,
  noSlotsGeneratedMessage,
  noSlotsWillBeCreatedHint,
  recommendedMaxSlotsPerCall,
} from "@clinic/contract/slot-generator";
import { useEffect, useMemo, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useAdminSettings } from "../../lib/admin-settings";
import { todayKey } from "../../lib/clinic-zone";
import { adminSlotsApi } from "./admin-slots-api";
import { windowFromBusinessHours } from "./business-hours-window";
import { type MinutesLimits, settledMinutes, typedMinutes } from "./minutes-input";
import { slotCallErrorTitle } from "./slot-call-errors";

/** The toggles' names are the spec's 'Sun' to 'Sat' (values 0 to 6), as shown. */
const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
type FormState = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  bufferMinutes: number;
  weekdays: number[];
};
type MinutesField = "durationMinutes" | "bufferMinutes";
const minutesLimits: Record<MinutesField, MinutesLimits> = {
  durationMinutes: durationLimits,
  bufferMinutes: bufferLimits,
};

/** The slots the form makes: in the clinic's zone, future ones only; none until the zone is known. */
function slotsFor(form: FormState, zone: string | undefined) {
  if (!zone || !form.startDate || !form.endDate || !form.startTime || !form.endTime) return [];
  try {
    return generateSlots({ ...form, tz: zone }).filter((s) => Date.parse(s.startAt) > Date.now());
  } catch {
    return [];
  }
}

/** admin.md §2 Bulk Create Slots; the count comes from the same generator as the server's check. */
export function BulkCreateForm({ onCreated }: { onCreated(): void }) {
  const [form, setForm] = useState<FormState>({
    startDate: "",
    endDate: "",
    startTime: bulkCreateDefaults.startTime as string,
    endTime: bulkCreateDefaults.endTime as string,
    durationMinutes: bulkCreateDefaults.durationMinutes as number,
    bufferMinutes: bulkCreateDefaults.bufferMinutes as number,
    weekdays: [...bulkCreateDefaults.weekdays],
  });
  // What the admin is typing in a minutes field: clamped only on blur and submit, not per keystroke.
  const [typing, setTyping] = useState<Partial<Record<MinutesField, string>>>({});
  const [busy, setBusy] = useState(false);
  // Settings' business hours are the default window (issue 8), until the admin edits the form.
  const settings = useAdminSettings();
  const edited = useRef(false);
  useEffect(() => {
    if (!settings.data || edited.current) return;
    const window = windowFromBusinessHours(settings.data.businessHours);
    if (window) setForm((f) => ({ ...f, ...window }));
  }, [settings.data]);
  // Slots are made in the clinic's zone as Settings has it (decision 0064); none until it is known.
  const zone = settings.data?.adminTimezone;
  const slots = useMemo(() => slotsFor(form, zone), [form, zone]);
  const count = slots.length;
  const countClass =
    count > recommendedMaxSlotsPerCall ? "text-red-700" : count > 0 ? "text-green-800" : "text-slate-600";
  const today = todayKey(zone);
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    edited.current = true;
    setForm((f) => ({ ...f, [k]: v }));
  };
  /** The form with each minutes field being typed settled: clamped, or its last valid value if empty. */
  const settled = (): FormState => {
    const out = { ...form };
    for (const k of ["durationMinutes", "bufferMinutes"] as const) {
      const text = typing[k];
      if (text !== undefined) out[k] = settledMinutes(text, minutesLimits[k], form[k]);
    }
    return out;
  };
  const typeMinutes = (k: MinutesField, text: string) => {
    edited.current = true;
    setTyping((t) => ({ ...t, [k]: text }));
    const value = typedMinutes(text, minutesLimits[k]);
    if (value !== null) set(k, value);
  };
  const settleMinutes = (k: MinutesField) => {
    const text = typing[k];
    if (text === undefined) return;
    set(k, settledMinutes(text, minutesLimits[k], form[k]));
    setTyping((t) => ({ ...t, [k]: undefined }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const final = settled();
    setForm(final);
    setTyping({});
    const toCreate = slotsFor(final, zone);
    if (toCreate.length === 0) return;
    setBusy(true);
    try {
      const { data, message } = await adminSlotsApi.bulkCreate(toCreate);
      if (data.calendarEventsFailed > 0)
        toast.error(
          `${data.calendarEventsFailed} calendar events failed to create. Slots were created but may not appear in calendar.`,
        );
      const calendar =
        data.calendarEventsCreated > 0 ? ` (${data.calendarEventsCreated} calendar events created)` : "";
      const overlapping = (data.skipped ?? 0) - (data.skippedClosed ?? 0);
      const skipped = [
        overlapping > 0 ? `${overlapping} overlapping slots were skipped.` : "",
        data.skippedClosed ? `${data.skippedClosed} slots on holidays or blackout days were skipped.` : "",
      ].join(" ");
      // None made (all overlapped existing slots or fell on closed days): the spec's zero-slots text.
      if (data.count === 0)
        toast.error(noSlotsGeneratedMessage, { description: skipped.trim() || undefined });
      else
        toast.success(`Successfully created ${data.count} slots!${calendar}`, {
          description: skipped.trim() || undefined,
        });
      void message;
      onCreated();
    } catch (error) {
      toast.error(
        slotCallErrorTitle(
          error,
          error instanceof Error && error.message ? error.message : slotMessages.createFailed,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  const label = "block font-medium text-slate-900";
  const input = "mt-1 w-full rounded-md border border-slate-400 px-3 py-2";
  return (
    <section aria-labelledby="bulk-create-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="bulk-create-title" className="text-xl font-semibold text-slate-900">
        Bulk Create Slots
      </h2>
      {/* noValidate: a minutes field out of its limits is clamped on submit, not refused by the browser. */}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="bulk-start-date" className={label}>
            Start Date
          </label>
          <input
            id="bulk-start-date"
            type="date"
            required
            min={today}
            className={input}
            value={form.startDate}
            onChange={(e) => set("startDate", e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bulk-end-date" className={label}>
            End Date
          </label>
          <input
            id="bulk-end-date"
            type="date"
            required
            min={form.startDate || today}
            className={input}
            value={form.endDate}
            onChange={(e) => set("endDate", e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bulk-start-time" className={label}>
            Daily Start Time
          </label>
          <input
            id="bulk-start-time"
            type="time"
            required
            className={input}
            value={form.startTime}
            onChange={(e) => set("startTime", e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bulk-end-time" className={label}>
            Daily End Time
          </label>
          <input
            id="bulk-end-time"
            type="time"
            required
            className={input}
            value={form.endTime}
            onChange={(e) => set("endTime", e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bulk-duration" className={label}>
            Duration (minutes)
          </label>
          <input
            id="bulk-duration"
            type="number"
            min={durationLimits.min}
            max={durationLimits.max}
            required
            className={input}
            value={typing.durationMinutes ?? form.durationMinutes}
            onChange={(e) => typeMinutes("durationMinutes", e.target.value)}
            onBlur={() => settleMinutes("durationMinutes")}
          />
        </div>
        <div>
          <label htmlFor="bulk-buffer" className={label}>
            Buffer (minutes)
          </label>
          <input
            id="bulk-buffer"
            type="number"
            min={bufferLimits.min}
            max={bufferLimits.max}
            required
            className={input}
            value={typing.bufferMinutes ?? form.bufferMinutes}
            onChange={(e) => typeMinutes("bufferMinutes", e.target.value)}
            onBlur={() => settleMinutes("bufferMinutes")}
          />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={label}>Weekdays</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {weekdayNames.map((name, day) => {
              const on = form.weekdays.includes(day);
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={on}
                  className={`min-h-11 min-w-14 rounded-md border px-3 font-semibold ${on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white text-slate-800"}`}
                  onClick={() =>
                    set(
                      "weekdays",
                      on ? form.weekdays.filter((d) => d !== day) : [...form.weekdays, day].sort(),
                    )
                  }
                >
                  {name}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="sm:col-span-2" aria-live="polite">
          <p className="font-medium text-slate-900">
            Slots to be created:{" "}
            <span data-testid="slot-count" className={`text-2xl font-bold ${countClass}`}>
              {count}
            </span>
          </p>
          {count > recommendedMaxSlotsPerCall && (
            <p className="mt-1 text-red-700">
              Warning: creating more than {recommendedMaxSlotsPerCall} slots at once may cause timeouts.
            </p>
          )}
          {count === 0 && form.startDate && form.endDate && (
            <>
              <p className="mt-1 text-slate-700">{noSlotsWillBeCreatedHint}</p>
              <p className="mt-1 text-slate-700">{noSlotsGeneratedMessage}</p>
            </>
          )}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonStyles.primary} disabled={busy || count === 0}>
            {busy ? "Creating..." : `Create ${count} Slots`}
          </button>
        </div>
      </form>
    </section>
  );
}
