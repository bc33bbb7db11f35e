import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import {
  type CarePackage,
  type PackageRequest,
  type PackageRequestValid,
  packageRequestSchema,
} from "@clinic/contract/packages";
import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField, NameFields, SelectField } from "../../components/ui/form-field";
import { RupeeField } from "../../components/ui/rupee-input";
import { useListFormSubmit } from "../../lib/use-list-writes";

const fieldNames = [
  "name",
  "names.hi",
  "names.kn",
  "kindId",
  "sessions",
  "amountInPaisa",
  "validityDays",
  "sellOnline",
] as const satisfies readonly FieldPath<PackageRequest>[];

// No price to start with: an owner types it rather than keeps a made-up one.
const blank: PackageRequest = {
  name: "",
  names: { hi: "", kn: "" },
  kindId: "",
  sessions: 10,
  amountInPaisa: Number.NaN,
  validityDays: 90,
  sellOnline: false,
};

function valuesOf(pkg: CarePackage): PackageRequest {
  return {
    name: pkg.name,
    names: { hi: pkg.names.hi ?? "", kn: pkg.names.kn ?? "" },
    kindId: pkg.kindId,
    sessions: pkg.sessions,
    amountInPaisa: pkg.amountInPaisa,
    validityDays: pkg.validityDays,
    sellOnline: pkg.sellOnline,
  };
}

/**
 * A package of sessions: adds one, or changes one (`pkg`). The contract's check runs in the form; the
 * server's field errors land under their fields. `kinds` are the ones a package may cover (not archived).
 */
export function PackageForm({
  pkg,
  kinds,
  submitLabel,
  onSubmit,
}: {
  pkg?: CarePackage;
  kinds: readonly AppointmentKind[];
  submitLabel: string;
  onSubmit(values: PackageRequestValid): Promise<unknown>;
}) {
  const form = useForm<PackageRequest, unknown, PackageRequestValid>({
    resolver: zodResolver(packageRequestSchema),
    defaultValues: pkg ? valuesOf(pkg) : blank,
    mode: "onTouched",
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const { submit, formKey } = useListFormSubmit(form, { adding: !pkg, blank, fieldNames, onSubmit });
  const wide = (p: { className: string }) => `${p.className} w-full`;
  const number = (name: "sessions" | "validityDays") => register(name, { valueAsNumber: true });
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
      <SelectField
        label="Appointment kind"
        error={errors.kindId?.message}
        field={register("kindId")}
        empty="Choose a kind"
        options={kinds.map((k) => ({ value: k.id, label: k.name }))}
      />
      <FormField label="Sessions" error={errors.sessions?.message}>
        {(p) => <input {...p} className={wide(p)} type="number" min={1} max={100} {...number("sessions")} />}
      </FormField>
      <RupeeField control={control} name="amountInPaisa" label="Price (₹)" resetKey={formKey} />
      <FormField label="Valid for (days after payment)" error={errors.validityDays?.message}>
        {(p) => (
          <input {...p} className={wide(p)} type="number" min={1} max={3650} {...number("validityDays")} />
        )}
      </FormField>
      <div className="flex flex-col justify-end sm:col-span-2 lg:col-span-3">
        <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-slate-800">
          <input type="checkbox" className="size-5" {...register("sellOnline")} />
          Patients can buy it online
        </label>
        {errors.sellOnline?.message && (
          <p className="text-sm font-medium text-red-700">{errors.sellOnline.message}</p>
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
