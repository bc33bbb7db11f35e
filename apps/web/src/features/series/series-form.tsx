import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import { weekdayNames, weekdays } from "@clinic/contract/opening-hours";
import type { PackagePurchase } from "@clinic/contract/packages";
import { type SeriesRequest, type SeriesRequestValid, seriesRequestSchema } from "@clinic/contract/series";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { DialogFormActions } from "../../components/ui/dialog";
import { FormField, SelectField } from "../../components/ui/form-field";

/** The server's field names, which are the form's own (the request's paths). */
export const seriesFieldNames = [
  "kindId",
  "practitionerId",
  "startDate",
  "time",
  "weekdays",
  "count",
  "packagePurchaseId",
  "visitAddress",
] as const satisfies readonly FieldPath<SeriesRequest>[];

export type SeriesFormApi = UseFormReturn<SeriesRequest, unknown, SeriesRequestValid>;

/** An empty choice is no choice: the server takes its default (the one practitioner, no package). */
const noneIfEmpty = (v: unknown) => (v === "" ? undefined : v);

/** Sessions not yet booked: the ones booked ahead are among those left but hold their credit. */
const freeSessions = (p: PackagePurchase) => p.sessionsLeft - p.sessionsBooked;

/** The purchases that can pay a session of this kind now: paid, with sessions left to book. */
export const payingPurchases = (purchases: readonly PackagePurchase[], kindId: string) =>
  purchases.filter((p) => p.kindId === kindId && p.paymentStatus === "PAID" && freeSessions(p) > 0);

export function useSeriesForm(startDate: string) {
  return useForm<SeriesRequest, unknown, SeriesRequestValid>({
    resolver: zodResolver(seriesRequestSchema),
    defaultValues: { kindId: "", startDate, time: "10:00", weekdays: [], count: 6 },
  });
}

/**
 * A series' request (issue 35): the kind, the practitioner (asked only when the clinic has several), the
 * first day, the time, the weekdays, how many sessions and the package that pays. Choosing a kind picks
 * the first of the patient's packages that can pay for it, which the desk may change or drop.
 */
export function SeriesForm({
  form,
  kinds,
  practitioners,
  purchases,
  onPreview,
}: {
  form: SeriesFormApi;
  kinds: readonly AppointmentKind[];
  practitioners: readonly { id: string; name: string }[];
  purchases: readonly PackagePurchase[];
  onPreview(values: SeriesRequestValid): Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setValue, watch } = form;
  const errors = formState.errors;
  const kindId = watch("kindId");
  const paying = payingPurchases(purchases, kindId);
  const firstPaying = paying[0]?.purchaseId ?? "";
  const homeVisit = kinds.find((k) => k.id === kindId)?.mode === "home_visit";
  useEffect(() => {
    setValue("packagePurchaseId", firstPaying || undefined);
  }, [firstPaying, setValue]);
  return (
    <form onSubmit={handleSubmit(onPreview)} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          error={errors.kindId?.message}
          field={register("kindId")}
          empty="Choose a kind"
          options={kinds.map((k) => ({ value: k.id, label: k.name }))}
        />
        {practitioners.length > 1 && (
          <SelectField
            label="Practitioner"
            error={errors.practitionerId?.message}
            field={register("practitionerId", { setValueAs: noneIfEmpty })}
            empty="Choose a practitioner"
            options={practitioners.map((pr) => ({ value: pr.id, label: pr.name }))}
          />
        )}
        <FormField label="First day" error={errors.startDate?.message}>
          {(p) => <input {...p} type="date" className={`${p.className} w-full`} {...register("startDate")} />}
        </FormField>
        <FormField label="Time" error={errors.time?.message}>
          {(p) => <input {...p} type="time" className={`${p.className} w-full`} {...register("time")} />}
        </FormField>
      </div>
      <fieldset
        className="rounded-lg border border-slate-300 px-3 pt-1 pb-3"
        aria-describedby={errors.weekdays ? "series-weekdays-error" : undefined}
      >
        <legend className="px-1 font-semibold text-slate-900">Weekdays</legend>
        <div className="flex flex-wrap gap-x-3">
          {weekdays.map((day) => (
            <label key={day} className="flex min-h-11 cursor-pointer items-center gap-2 px-1 text-slate-900">
              <input
                type="checkbox"
                value={day}
                className="size-5 accent-brand-700"
                {...register("weekdays")}
              />
              {weekdayNames[day]}
            </label>
          ))}
        </div>
        {errors.weekdays && (
          <p id="series-weekdays-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.weekdays.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Sessions" error={errors.count?.message}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              max={60}
              className={`${p.className} w-full`}
              {...register("count", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <SelectField
          label="Paid from package"
          error={errors.packagePurchaseId?.message}
          field={register("packagePurchaseId", { setValueAs: noneIfEmpty })}
          empty="Not paid from a package"
          options={paying.map((pkg) => ({
            value: pkg.purchaseId,
            label: `${pkg.name} (${freeSessions(pkg)} left to book)`,
          }))}
        />
      </div>
      {homeVisit && (
        <FormField label="Address of the visits" error={errors.visitAddress?.message}>
          {(p) => (
            <input
              {...p}
              className={`${p.className} w-full`}
              {...register("visitAddress", { setValueAs: noneIfEmpty })}
            />
          )}
        </FormField>
      )}
      <DialogFormActions busy={formState.isSubmitting} label="Preview" busyLabel="Checking..." />
    </form>
  );
}
