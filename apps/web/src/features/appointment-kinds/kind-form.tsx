import {
  type AppointmentKind,
  defaultKindHorizonDays,
  type KindRequest,
  type KindRequestValid,
  kindModeLabels,
  kindModes,
  kindRequestSchema,
} from "@clinic/contract/appointment-kinds";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, NameFields } from "../../components/ui/form-field";
import { RupeeField } from "../../components/ui/rupee-input";
import { useListFormSubmit } from "../../lib/use-list-writes";

const fieldNames = [
  "name",
  "names.hi",
  "names.kn",
  "mode",
  "durationMinutes",
  "bufferMinutes",
  "amountInPaisa",
  "minNoticeHours",
  "maxAdvanceDays",
  "bookableOnline",
  "colour",
  "address",
  "serviceArea",
] as const satisfies readonly FieldPath<KindRequest>[];

const blank: KindRequest = {
  name: "",
  names: { hi: "", kn: "" },
  mode: "in_clinic",
  durationMinutes: 30,
  bufferMinutes: 0,
  amountInPaisa: 0,
  minNoticeHours: 2,
  maxAdvanceDays: 60,
  bookableOnline: true,
  colour: "#3b6fb6",
  address: "",
  serviceArea: "",
};

function valuesOf(kind: AppointmentKind): KindRequest {
  return {
    name: kind.name,
    names: { hi: kind.names.hi ?? "", kn: kind.names.kn ?? "" },
    mode: kind.mode,
    durationMinutes: kind.durationMinutes,
    bufferMinutes: kind.bufferMinutes,
    amountInPaisa: kind.amountInPaisa,
    minNoticeHours: kind.minNoticeHours,
    maxAdvanceDays: kind.maxAdvanceDays,
    bookableOnline: kind.bookableOnline,
    colour: kind.colour,
    address: kind.address ?? "",
    serviceArea: kind.serviceArea ?? "",
  };
}

/**
 * An appointment kind: adds one, or changes one (`kind`). The contract's check runs in the form; the
 * server's field errors land under their fields. The default kind stays a video consultation bookable
 * online, so those two are fixed for it.
 */
export function KindForm({
  kind,
  submitLabel,
  onSubmit,
}: {
  kind?: AppointmentKind;
  submitLabel: string;
  onSubmit(values: KindRequestValid): Promise<unknown>;
}) {
  const form = useForm<KindRequest, unknown, KindRequestValid>({
    resolver: zodResolver(kindRequestSchema),
    defaultValues: kind ? valuesOf(kind) : blank,
    mode: "onTouched",
  });
  const { register, formState, control, watch } = form;
  const errors = formState.errors;
  const mode = watch("mode");
  const fixed = kind?.isDefault === true;
  const { submit, formKey } = useListFormSubmit(form, { adding: !kind, blank, fieldNames, onSubmit });
  const wide = (p: { className: string }) => `${p.className} w-full`;
  const number = (name: "durationMinutes" | "bufferMinutes" | "minNoticeHours" | "maxAdvanceDays") =>
    register(name, { valueAsNumber: true });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={submitLabel}
    >
      <NameFields
        fields={{ name: register("name"), hi: register("names.hi"), kn: register("names.kn") }}
        errors={{ name: errors.name?.message, hi: errors.names?.hi?.message, kn: errors.names?.kn?.message }}
      />
      {/* The default kind's mode and online booking are fixed: shown, not offered (its values stay the form's). */}
      {fixed ? (
        <p className="flex flex-col text-sm font-semibold text-slate-800">
          Mode
          <span className="mt-1 flex min-h-11 items-center font-normal">{kindModeLabels.video}</span>
        </p>
      ) : (
        <FormField label="Mode" error={errors.mode?.message}>
          {(p) => (
            <select {...p} className={wide(p)} {...register("mode")}>
              {kindModes.map((m) => (
                <option key={m} value={m}>
                  {kindModeLabels[m]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label="Duration (minutes)" error={errors.durationMinutes?.message}>
        {(p) => (
          <input {...p} className={wide(p)} type="number" min={5} max={480} {...number("durationMinutes")} />
        )}
      </FormField>
      <FormField label="Buffer after (minutes)" error={errors.bufferMinutes?.message}>
        {(p) => (
          <input {...p} className={wide(p)} type="number" min={0} max={120} {...number("bufferMinutes")} />
        )}
      </FormField>
      <RupeeField control={control} name="amountInPaisa" label="Price (₹)" resetKey={formKey} />
      <FormField label="Minimum notice (hours)" error={errors.minNoticeHours?.message}>
        {(p) => (
          <input {...p} className={wide(p)} type="number" min={0} max={720} {...number("minNoticeHours")} />
        )}
      </FormField>
      <FormField label="Bookable up to (days ahead)" error={errors.maxAdvanceDays?.message}>
        {(p) => (
          <input
            {...p}
            className={wide(p)}
            type="number"
            min={1}
            max={defaultKindHorizonDays}
            {...number("maxAdvanceDays")}
          />
        )}
      </FormField>
      <FormField label="Colour on the agenda" error={errors.colour?.message}>
        {(p) => (
          <input {...p} className={`${p.className} h-11 w-24 p-1`} type="color" {...register("colour")} />
        )}
      </FormField>
      {mode === "in_clinic" && (
        <FormField label="Address (optional)" error={errors.address?.message}>
          {(p) => (
            <input
              {...p}
              className={wide(p)}
              autoComplete="off"
              placeholder="Empty: the clinic's address is used"
              {...register("address")}
            />
          )}
        </FormField>
      )}
      {mode === "home_visit" && (
        <FormField label="Area served" error={errors.serviceArea?.message}>
          {(p) => (
            <input
              {...p}
              className={wide(p)}
              autoComplete="off"
              placeholder="e.g. Within 10 km of Jayanagar"
              {...register("serviceArea")}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-col justify-end sm:col-span-2 lg:col-span-3">
        {!fixed && (
          <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-slate-800">
            <input type="checkbox" className="size-5" {...register("bookableOnline")} />
            Patients can book it online
          </label>
        )}
        {fixed && (
          <p className="text-sm text-slate-700">
            The default kind stays a video consultation that patients book online.
          </p>
        )}
        {errors.bookableOnline?.message && (
          <p className="text-sm font-medium text-red-700">{errors.bookableOnline.message}</p>
        )}
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
