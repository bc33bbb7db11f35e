import { bufferLimits, durationLimits, recommendedMaxSlotsPerCall } from "@clinic/contract/slot-generator";
import { useFormContext } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { todayKey } from "../../lib/clinic-zone";
import type { BulkCreate, BulkFields, MinutesField } from "./use-bulk-create";
import type { SlotAssignmentState } from "./use-slot-assignment";

/** The toggles' names are the spec's 'Sun' to 'Sat' (values 0 to 6), as shown. */
const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const label = "block font-medium text-slate-900";
const input = "mt-1 w-full rounded-md border border-slate-400 px-3 py-2";

function Field({
  id,
  text,
  children,
}: {
  id: string;
  text: string;
  children: (id: string) => React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The practitioner whose time the slots are, and the kinds of appointment they take (issue 34). While their
 * lists load, both keep their place (a disabled select, a line in the kinds' box), so nothing below them
 * moves under a click; a clinic with no practitioner or kind listed shows neither.
 */
function Assignment({ assign }: { assign: SlotAssignmentState }) {
  return (
    <>
      {(assign.loading || assign.practitioners.length > 0) && (
        <Field id="bulk-practitioner" text="Practitioner">
          {(id) => (
            <select
              id={id}
              className={`${input} min-h-11 bg-white disabled:bg-slate-100`}
              value={assign.practitionerId ?? ""}
              disabled={assign.loading}
              onChange={(e) => assign.setPractitionerId(e.target.value)}
            >
              {assign.loading && <option value="">Loading…</option>}
              {assign.practitioners.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {(assign.loading || assign.kinds.length > 0) && (
        <fieldset
          className="@lg:col-span-2 @3xl:col-span-3"
          aria-describedby="bulk-kinds-hint"
          aria-busy={assign.loading}
        >
          <legend className={label}>Appointment kinds</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {assign.loading ? (
              <p className="inline-flex min-h-11 items-center text-slate-600">Loading kinds…</p>
            ) : (
              assign.kinds.map((kind) => (
                <label key={kind.id} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={assign.kindIds.includes(kind.id)}
                    onChange={() => assign.toggleKind(kind.id)}
                  />
                  {kind.name}
                </label>
              ))
            )}
          </div>
          <p
            id="bulk-kinds-hint"
            className={assign.noKind ? "text-sm text-red-700" : "text-sm text-slate-700"}
          >
            {assign.noKind
              ? "Choose at least one appointment kind"
              : "Patients can book these slots for the kinds ticked."}
          </p>
        </fieldset>
      )}
    </>
  );
}

/**
 * admin.md §2 Bulk Create Slots. The form (react-hook-form) and the count live in `useBulkCreate` (the
 * page shares its preview with the week view); `onShowPreview` brings the week view, with the preview, into sight.
 */
export function BulkCreateForm({ bulk, onShowPreview }: { bulk: BulkCreate; onShowPreview(): void }) {
  const { form, busy, zone, count, hint, edit } = bulk;
  // The form is the page's (`useBulkCreate`, under its FormProvider): the week view shows its preview.
  const { register } = useFormContext<BulkFields>();
  const countClass =
    count > recommendedMaxSlotsPerCall ? "text-red-700" : count > 0 ? "text-green-800" : "text-slate-600";
  const today = todayKey(zone);
  const text = (k: "startDate" | "endDate" | "startTime" | "endTime") => register(k, { onChange: edit });
  const minutes = (k: MinutesField) =>
    register(`typed.${k}`, {
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => bulk.typeMinutes(k, e.target.value),
      onBlur: () => bulk.settleMinutes(k),
    });

  return (
    <section
      aria-labelledby="bulk-create-title"
      className="@container rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="bulk-create-title" className="text-xl font-semibold text-slate-900">
        Bulk Create Slots
      </h2>
      {/* noValidate: a minutes field out of its limits is clamped on submit, not refused by the browser. */}
      <form
        onSubmit={bulk.submit}
        noValidate
        className="mt-4 grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-6"
      >
        <Field id="bulk-start-date" text="Start Date">
          {(id) => (
            <input id={id} type="date" required min={today} className={input} {...text("startDate")} />
          )}
        </Field>
        <Field id="bulk-end-date" text="End Date">
          {(id) => (
            <input
              id={id}
              type="date"
              required
              min={form.startDate || today}
              className={input}
              {...text("endDate")}
            />
          )}
        </Field>
        <Field id="bulk-start-time" text="Daily Start Time">
          {(id) => <input id={id} type="time" required className={input} {...text("startTime")} />}
        </Field>
        <Field id="bulk-end-time" text="Daily End Time">
          {(id) => <input id={id} type="time" required className={input} {...text("endTime")} />}
        </Field>
        <Field id="bulk-duration" text="Duration (minutes)">
          {(id) => (
            <input
              id={id}
              type="number"
              min={durationLimits.min}
              max={durationLimits.max}
              required
              className={input}
              {...minutes("durationMinutes")}
            />
          )}
        </Field>
        <Field id="bulk-buffer" text="Buffer (minutes)">
          {(id) => (
            <input
              id={id}
              type="number"
              min={bufferLimits.min}
              max={bufferLimits.max}
              required
              className={input}
              {...minutes("bufferMinutes")}
            />
          )}
        </Field>
        <Assignment assign={bulk.assign} />
        <fieldset className="@lg:col-span-2 @3xl:col-span-3">
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
                  onClick={() => bulk.toggleWeekday(day)}
                >
                  {name}
                </button>
              );
            })}
          </div>
        </fieldset>
        <div className="@lg:col-span-2 @3xl:col-span-3" aria-live="polite">
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
          {hint && (
            <p className="mt-1 text-slate-700" data-testid="zero-slots-hint">
              {hint}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 @lg:col-span-2 @3xl:col-span-3 @5xl:col-span-6">
          <button
            type="submit"
            className={buttonStyles.primary}
            disabled={busy || count === 0 || bulk.assign.noKind}
          >
            {busy ? "Creating..." : `Create ${count} Slots`}
          </button>
          {bulk.preview.length > 0 && (
            <button type="button" className={buttonStyles.ghost} onClick={onShowPreview}>
              Preview on the week view
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
