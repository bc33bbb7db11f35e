import {
  type StaffRequest,
  type StaffRequestValid,
  staffRequestSchema,
  staffRoleLabels,
  staffRoles,
} from "@clinic/contract/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api-client";

const fieldNames = ["email", "name", "role"] as const;

/**
 * A staff member's email, name and role: adds one, or changes one (`member`). The server's field
 * errors (an email already on the staff) land under their fields. ADMIN_EMAIL's member (`isAdminEmail`)
 * keeps its address and stays an owner: only its name changes.
 */
export function StaffForm({
  member,
  isAdminEmail = false,
  submitLabel,
  onSubmit,
}: {
  member?: StaffRequest;
  isAdminEmail?: boolean;
  submitLabel: string;
  onSubmit(values: StaffRequestValid): Promise<unknown>;
}) {
  const { register, handleSubmit, formState, setError, reset } = useForm<
    StaffRequest,
    unknown,
    StaffRequestValid
  >({
    resolver: zodResolver(staffRequestSchema),
    defaultValues: member ?? { email: "", name: "", role: "front_desk" },
    mode: "onTouched",
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!member) reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const name of fieldNames) {
          const reason = error.fields[name];
          if (reason) setError(name, { message: reason });
        }
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
      <div className="sm:col-span-3">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
