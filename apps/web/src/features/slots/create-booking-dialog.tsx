import {
  type AdminBookingFormValues,
  type AdminBookingFormVariant,
  adminBookingFormSchema,
  adminPaymentOfForm,
  phoneConsentTexts,
} from "@clinic/contract/admin-booking-form";
import { type ClinicPaymentMethod, clinicPaymentMethodNames } from "@clinic/contract/admin-payment";
import { type AdminSlot, slotEnd, slotMessages } from "@clinic/contract/admin-slots";
import { formatDate, formatMoney, formatTime } from "@clinic/contract/format";
import { majorUnits } from "@clinic/contract/money";
import { normalisePhoneInput, toE164India } from "@clinic/contract/phone";
import { whatsappPhoneOptInLabel } from "@clinic/contract/whatsapp";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { adminSlotsApi, bookingErrorMessage } from "./admin-slots-api";
import { BookingField, bookingInputClass, describedBy } from "./booking-field";
import { BookingKindFields, useBookingKinds } from "./booking-kind-fields";
import { PaymentFields } from "./payment-fields";

const emptyForm: AdminBookingFormValues = {
  name: "",
  email: "",
  phone: "",
  notes: "",
  paymentKind: "not_charged",
  paymentMethod: "",
  amountRupees: "",
  consentByPhone: false,
  whatsappOptIn: false,
};

/** The server's field names (the request's paths) as the dialog's fields. */
const formFieldOf: Record<string, keyof AdminBookingFormValues> = {
  "user.name": "name",
  "user.email": "email",
  "user.phone": "phone",
  notes: "notes",
  "payment.method": "paymentMethod",
  "payment.amountInPaisa": "amountRupees",
  consentByPhone: "consentByPhone",
  kindId: "kindId",
  visitAddress: "visitAddress",
};

const formId = "admin-booking-form";
const validationToastId = "admin-booking-validation";

/**
 * What the note under the form says will be recorded: admin.md §5's words when nothing is charged, the
 * amount and the way it was paid when the clinic collected it.
 */
export function paymentNote(kind: string, method: string, amountRupees: string): string {
  if (kind !== "collected")
    return "This booking will be marked as PAID automatically. No payment is required for admin bookings.";
  const rupees = Number(amountRupees);
  const amount =
    amountRupees.trim() !== "" && Number.isFinite(rupees) ? formatMoney(Math.round(rupees * 100)) : "";
  const how =
    method in clinicPaymentMethodNames ? ` (${clinicPaymentMethodNames[method as ClinicPaymentMethod]})` : "";
  return amount
    ? `This booking will be marked as PAID, with ${amount} collected at the clinic${how}.`
    : `This booking will be marked as PAID, with the amount collected at the clinic${how}.`;
}
const phoneInputClass =
  "block min-h-11 w-full rounded-r-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * The admin's booking for a patient who phoned (admin.md §5 booking dialog), from Slot Management
 * ("slots") or Bookings ("bookings"), each with its own texts. Checked by the contract's schema; it
 * records how the clinic took payment (decision 0094).
 */
export function CreateBookingDialog({
  slot,
  variant,
  title = "Create Booking",
  onClose,
  onCreated,
}: {
  slot: AdminSlot | null;
  variant: AdminBookingFormVariant;
  title?: string;
  onClose(): void;
  onCreated(): void;
}) {
  const schema = useMemo(() => adminBookingFormSchema(variant), [variant]);
  // Checked on submit; an edit clears that field's error (admin.md §5) rather than judging the half-typed value.
  const form = useForm<AdminBookingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, formState, reset, setValue, getFieldState, setError, watch, clearErrors } =
    form;
  useEffect(() => {
    const edits = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => edits.unsubscribe();
  }, [watch, clearErrors]);
  const { offered, chosen } = useBookingKinds(slot, watch("kindId"));
  const priceRupees = chosen ? majorUnits(chosen.amountInPaisa) : undefined;
  // The amount collected starts at the kind's price, until the admin types another.
  useEffect(() => {
    if (priceRupees !== undefined && !getFieldState("amountRupees").isDirty)
      setValue("amountRupees", priceRupees);
  }, [priceRupees, getFieldState, setValue]);

  const close = () => {
    toast.dismiss(validationToastId);
    reset({ ...emptyForm, amountRupees: priceRupees ?? "" });
    onClose();
  };
  const submit = handleSubmit(
    async (values) => {
      if (!slot) return;
      const name = values.name.trim();
      try {
        await adminSlotsApi.book({
          slotId: slot.slotId,
          user: { name, email: values.email.trim(), phone: toE164India(values.phone), timezone: slot.tz },
          notes: values.notes.trim() || "Booking created by admin",
          payment: adminPaymentOfForm(values),
          // Required by the form: the patient agreed on the phone (decision 0100).
          consentByPhone: true,
          ...(chosen ? { kindId: chosen.id } : {}),
          ...(chosen?.mode === "home_visit" ? { visitAddress: values.visitAddress ?? "" } : {}),
          // WhatsApp updates, when the patient agreed to them on the phone (issue 21).
          ...(values.whatsappOptIn ? { whatsappOptIn: true } : {}),
        });
        // A "Validation Error" from an earlier try no longer holds: it must not stay beside this one.
        toast.dismiss(validationToastId);
        toast.success("Booking Created", { description: `Successfully created booking for ${name}` });
        close();
        onCreated();
      } catch (error) {
        if (error instanceof ApiError)
          for (const [path, message] of Object.entries(error.fields ?? {})) {
            const field = formFieldOf[path];
            if (field) setError(field, { message });
          }
        toast.error("Error Creating Booking", { description: bookingErrorMessage(error) });
      }
    },
    // One text, as the spec writes it (admin.md §5), not a title and a description.
    () => toast.error(slotMessages.validationError, { id: validationToastId }),
  );

  const errors = formState.errors;
  // Once the fields a refused try named are put right, its "Validation Error" no longer holds.
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (formState.submitCount > 0 && errorCount === 0) toast.dismiss(validationToastId);
  }, [errorCount, formState.submitCount]);
  const phone = register("phone");
  const when = slot
    ? `${formatDate(slot.startAt, slot.tz)}, ${formatTime(slot.startAt, slot.tz)} – ${formatTime(slotEnd(slot), slot.tz)}`
    : "";
  return (
    <Dialog
      open={slot !== null}
      onClose={close}
      title={title}
      description={when}
      size="md"
      footer={
        <>
          <DialogDismiss />
          <button
            type="submit"
            form={formId}
            className={buttonStyles.primary}
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? "Creating..." : "Create Booking"}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <BookingKindFields form={form} offered={offered} chosen={chosen} />
        <BookingField id="booking-name" label="Full Name" error={errors.name?.message}>
          <input
            id="booking-name"
            className={bookingInputClass}
            autoComplete="off"
            {...describedBy("booking-name", errors.name?.message)}
            {...register("name")}
          />
        </BookingField>
        <BookingField id="booking-email" label="Email" error={errors.email?.message}>
          <input
            id="booking-email"
            type="email"
            className={bookingInputClass}
            autoComplete="off"
            {...describedBy("booking-email", errors.email?.message)}
            {...register("email")}
          />
        </BookingField>
        <BookingField id="booking-phone" label="Phone Number" error={errors.phone?.message}>
          <div className="mt-1 flex">
            <span className="flex items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-100 px-3 text-slate-800">
              +91
            </span>
            <input
              id="booking-phone"
              inputMode="numeric"
              className={phoneInputClass}
              {...describedBy("booking-phone", errors.phone?.message)}
              {...phone}
              // The field keeps the 10 digits only, as typed: "98 7654 3210" reads 9876543210.
              onChange={(e) => {
                e.target.value = normalisePhoneInput(e.target.value);
                return phone.onChange(e);
              }}
            />
          </div>
        </BookingField>
        <BookingField id="booking-notes" label="Additional Notes" error={errors.notes?.message}>
          <textarea
            id="booking-notes"
            className={bookingInputClass}
            rows={3}
            {...describedBy("booking-notes", errors.notes?.message)}
            {...register("notes")}
          />
        </BookingField>
        <PaymentFields form={form} />
        <div className="mt-4">
          <label
            htmlFor="booking-consent"
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3"
          >
            <input
              id="booking-consent"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              // Named by the label's first line; the explanation describes it.
              aria-labelledby="booking-consent-label"
              aria-describedby={[
                "booking-consent-hint",
                errors.consentByPhone ? "booking-consent-error" : undefined,
              ]
                .filter(Boolean)
                .join(" ")}
              aria-invalid={errors.consentByPhone ? true : undefined}
              {...register("consentByPhone")}
            />
            <span>
              <span id="booking-consent-label" className="block font-medium text-slate-900">
                {phoneConsentTexts.label}
              </span>
              <span id="booking-consent-hint" className="block text-sm text-slate-700">
                {chosen && chosen.mode !== "video"
                  ? phoneConsentTexts.explanationInPerson
                  : phoneConsentTexts.explanation}
              </span>
            </span>
          </label>
          {errors.consentByPhone?.message && (
            <p id="booking-consent-error" className="mt-1 text-sm text-red-700">
              {errors.consentByPhone.message}
            </p>
          )}
          <label
            htmlFor="booking-whatsapp"
            className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3"
          >
            <input
              id="booking-whatsapp"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...register("whatsappOptIn")}
            />
            <span className="font-medium text-slate-900">{whatsappPhoneOptInLabel}</span>
          </label>
        </div>
        <p className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-900" data-testid="booking-payment-note">
          {paymentNote(watch("paymentKind"), watch("paymentMethod"), watch("amountRupees"))}
        </p>
      </form>
    </Dialog>
  );
}
