import { contactCorrectionSchema, type MyData } from "@clinic/contract/patient-rights";
import { normalisePhoneInput, phoneCountryCode, toE164India } from "@clinic/contract/phone";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { patientRightsApi } from "./patient-rights-api";

type Field = "name" | "email" | "phone";

/** Correct name, email or phone, with the booking form's rules; errors next to each field. */
export function ContactForm({
  bookingId,
  token,
  current,
  onDone,
}: {
  bookingId: string;
  token: string;
  current: MyData["contact"];
  onDone(contact: MyData["contact"]): void;
}) {
  const [values, setValues] = useState({
    name: current.name,
    email: current.email ?? "",
    phone: (current.phone ?? "").replace(phoneCountryCode, ""),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { name: values.name, email: values.email, phone: toE164India(values.phone) };
    const parsed = contactCorrectionSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data, message } = await patientRightsApi.correct(bookingId, token, parsed.data);
      toast.success(message ?? "Your details were updated.");
      onDone(data.contact);
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        setErrors(error.fields as Partial<Record<Field, string>>);
      toast.error("Failed to update your details", { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const set = (name: Field, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-300 p-4"
    >
      <FormField label="Full name" error={errors.name}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            autoComplete="name"
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Email" error={errors.email}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
          />
        )}
      </FormField>
      <FormField label={`Phone (${phoneCountryCode}, 10 digits)`} error={errors.phone}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(e) => set("phone", normalisePhoneInput(e.target.value))}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? "Saving…" : "Save my details"}
      </button>
    </form>
  );
}
