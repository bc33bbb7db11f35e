import type { BusinessHours } from "@clinic/contract/admin-settings";
import {
  roleGroups,
  roleMay,
  type StaffRequestValid,
  staffRoleLabels,
  staffRoles,
} from "@clinic/contract/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type Path, useForm } from "react-hook-form";
import { BusinessHoursFields } from "../../components/ui/business-hours-fields";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api-client";
import {
  type StaffFormInput,
  type StaffFormMember,
  staffFormDefaults,
  staffFormSchema,
} from "./staff-form-values";

/** The server's field errors the form can show under a field (a day's hours: "businessHours.monday.close"). */
const ownFields = new Set(["email", "name", "role", "colour", "registrationNumber", "calendarId"]);

/**
 * A staff member's email, name and role, and for someone who sees patients their own colour on the
 * agenda, registration number (printed on their receipts) and business hours (the bulk slot form's
 * window), issue 34: adds one, or changes one (`member`). The server's field errors (an email already on
 * the staff) land under their fields. ADMIN_EMAIL's member (`isAdminEmail`) keeps its address and stays
 * an owner. `clinicHours` (Settings) is the week an own one starts from.
 */
export function StaffForm({
  member,
  isAdminEmail = false,
  clinicHours,
  submitLabel,
  onSubmit,
}: {
  member?: StaffFormMember;
  isAdminEmail?: boolean;
  clinicHours?: BusinessHours | undefined;
  submitLabel: string;
  onSubmit(values: StaffRequestValid): Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setError, reset, watch } = useForm<
    StaffFormInput,
    unknown,
    StaffRequestValid
  >({
    resolver: zodResolver(staffFormSchema),
    defaultValues: staffFormDefaults(member, clinicHours),
    mode: "onTouched",
  });
  const errors = formState.errors;
  const calendarHintId = useId();
  const [role, hasColour, ownHours, hours] = watch(["role", "hasColour", "ownHours", "businessHours"]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!member) reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const [name, reason] of Object.entries(error.fields))
          if (ownFields.has(name) || name.startsWith("businessHours."))
            setError(name as Path<StaffFormInput>, { message: reason });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3" aria-label={submitLabel}>
      <FormField label="Name" error={errors.name?.message}>
        {(p) => <input {...p} className={`${p.className} w-full`} autoComplete="off" {...register("name")} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            type="email"
            autoComplete="off"
            readOnly={isAdminEmail}
            {...register("email")}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(p) => (
          <select {...p} className={`${p.className} w-full`} {...register("role")}>
            {(isAdminEmail ? (["owner"] as const) : staffRoles).map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* Only someone who sees patients has slots, receipts and a column on the agenda. */}
      {roleMay(roleGroups.clinical, role) && (
        <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">As a practitioner</legend>
          <FormField
            label="Registration number (on their receipts)"
            error={errors.registrationNumber?.message}
          >
            {(p) => (
              <input
                {...p}
                className={`${p.className} w-full`}
                autoComplete="off"
                placeholder="The clinic's, from Settings"
                {...register("registrationNumber")}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-1">
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
              <input type="checkbox" className="size-5" {...register("hasColour")} />
              Own colour on the agenda
            </label>
            {hasColour && (
              <FormField label="Colour" error={errors.colour?.message}>
                {(p) => (
                  <input
                    {...p}
                    className={`${p.className} h-11 w-24 p-1`}
                    type="color"
                    {...register("colour")}
                  />
                )}
              </FormField>
            )}
          </div>
          <div className="sm:col-span-3">
            <FormField
              label="Own Google calendar (its Calendar ID)"
              error={errors.calendarId?.message}
              describedBy={calendarHintId}
            >
              {(p) => (
                <input
                  {...p}
                  className={`${p.className} w-full sm:max-w-md`}
                  type="email"
                  autoComplete="off"
                  placeholder="The clinic's calendar"
                  {...register("calendarId")}
                />
              )}
            </FormField>
            <p id={calendarHintId} className="mt-1 text-sm text-slate-700">
              Their slots and appointments go on this calendar instead of the clinic's. Share it with the
              clinic's Google service account, with permission to make changes to events.
            </p>
          </div>
          <fieldset className="sm:col-span-3">
            <legend className="text-sm font-semibold text-slate-800">Business hours</legend>
            <label className="flex min-h-11 items-center gap-2 text-slate-900">
              <input type="checkbox" className="size-5" {...register("ownHours")} />
              Own hours (else the clinic's, from Settings): the default window when making their slots
            </label>
            {ownHours && (
              <BusinessHoursFields
                hours={hours}
                field={(name) => register(`businessHours.${name}`)}
                errors={errors.businessHours}
              />
            )}
          </fieldset>
        </fieldset>
      )}
      <div className="sm:col-span-3">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
