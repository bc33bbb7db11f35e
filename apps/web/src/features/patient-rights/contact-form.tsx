import {
  type ContactCorrection,
  contactCorrectionSchema,
  type MyData,
} from "@clinic/contract/patient-rights";
import { nationalDigits, normalisePhoneInput, phoneCountryCode, toE164India } from "@clinic/contract/phone";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useRecordTexts } from "../../i18n/record";
import { recordEn } from "../../i18n/record-texts.en";
import { useRefusalText } from "../../i18n/refusal";
import { ApiError } from "../../lib/api-client";
import { type Access, patientRightsApi } from "./patient-rights-api";

/**
 * What the boxes hold: the request's fields, the phone as its 10 digits (the country code is shown
 * beside the label and added when checked and sent).
 */
type ContactFields = ContactCorrection;
type Field = keyof ContactFields;
const fields: readonly string[] = ["name", "email", "phone"];

const checkCorrection = zodResolver(contactCorrectionSchema);
/**
 * The contract's `contactCorrectionSchema`, the one the correction route checks with, applied to what
 * is sent: the phone with its country code. Its errors keep the boxes' names.
 */
const resolver: Resolver<ContactFields, unknown, z.output<typeof contactCorrectionSchema>> = (
  values,
  context,
  options,
) => checkCorrection({ ...values, phone: toE164India(values.phone ?? "") }, context, options);

/**
 * A box's message in the page's language: the contract's (and the server's) messages are English, found
 * among the record texts' `fields` by their words; any other reads as the server wrote it.
 */
function useFieldMessage(): (message: string | undefined) => string | undefined {
  const text = useRecordTexts("fields");
  const keys = Object.keys(recordEn.fields) as (keyof typeof recordEn.fields)[];
  return (message) => {
    const key = keys.find((k) => recordEn.fields[k] === message);
    return key ? text[key] : message;
  };
}

/**
 * Correct name, email or phone, with the booking form's rules; errors next to each field. With a
 * record session in `access` it corrects the whole record, without one this booking only.
 */
export function ContactForm({
  access,
  current,
  onDone,
}: {
  access: Access;
  current: MyData["contact"];
  onDone(contact: MyData["contact"]): void;
}) {
  const { register, handleSubmit, formState, setError, setValue } = useForm<
    ContactFields,
    unknown,
    z.output<typeof contactCorrectionSchema>
  >({
    resolver,
    defaultValues: {
      name: current.name,
      email: current.email ?? "",
      phone: nationalDigits(current.phone ?? ""),
    },
    // Checked when sent, as before; after a refusal each box is checked again as it is corrected.
    mode: "onSubmit",
  });
  const errors = formState.errors;
  const text = useRecordTexts("contact");
  const locale = useLocale();
  const refusal = useRefusalText();
  const say = useFieldMessage();

  const submit = handleSubmit(async (correction) => {
    try {
      const { data, message } = await patientRightsApi.correct(access, correction);
      // The server's words are English: other languages say it in their own.
      toast.success(locale === "en" ? (message ?? text.updated) : text.updated);
      onDone(data.contact);
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const [field, text] of Object.entries(error.fields))
          if (fields.includes(field)) setError(field as Field, { message: text });
      toast.error(text.failed, {
        description: locale === "en" ? (error as Error).message : refusal(error),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-300 p-4"
    >
      <FormField label={text.name} error={say(errors.name?.message)}>
        {(p) => (
          <input {...p} className={`${p.className} w-full`} autoComplete="name" {...register("name")} />
        )}
      </FormField>
      <FormField label={text.email} error={say(errors.email?.message)}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            type="email"
            autoComplete="email"
            {...register("email")}
          />
        )}
      </FormField>
      <FormField label={text.say("phone", { code: phoneCountryCode })} error={say(errors.phone?.message)}>
        {(p) => (
          <input
            {...p}
            className={`${p.className} w-full`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...register("phone", {
              // Digits only, at most ten, as the booking form's phone box keeps them.
              onChange: (event) =>
                setValue("phone", normalisePhoneInput(event.target.value), {
                  shouldValidate: formState.isSubmitted,
                }),
            })}
          />
        )}
      </FormField>
      <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.saving : text.save}
      </button>
    </form>
  );
}
