import type { AdminBookingFormValues } from "@clinic/contract/admin-booking-form";
import { type ClinicPaymentMethod, clinicPaymentMethodNames } from "@clinic/contract/admin-payment";
import type { UseFormReturn } from "react-hook-form";
import { RadioChoices } from "../../components/ui/form-field";
import { UpiPaymentHelp } from "../payments";
import { BookingField, bookingInputClass, describedBy } from "./booking-field";

const methodOptions: Array<{ value: ClinicPaymentMethod; label: string }> = [
  { value: "cash", label: "Cash" },
  { value: "upi", label: clinicPaymentMethodNames.upi },
  { value: "card", label: "Card" },
];

const paymentKinds = [
  { value: "not_charged", label: "Not charged" },
  { value: "collected", label: "Collected at the clinic" },
] as const;

/**
 * How the clinic took payment for the booking (decision 0094): not charged, or collected at the
 * clinic with the method and the amount in rupees (the current price to start with). Paid by UPI, a QR
 * code asks for that amount (issue 35); the staff confirm with "Create Booking" once it has arrived.
 */
export function PaymentFields({ form }: { form: UseFormReturn<AdminBookingFormValues> }) {
  const { register, watch, formState } = form;
  const collected = watch("paymentKind") === "collected";
  const errors = formState.errors;
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-300 px-3 pt-1 pb-3">
      <legend className="px-1 font-medium text-slate-900">Payment</legend>
      <RadioChoices options={paymentKinds} field={register("paymentKind")} />
      {collected && (
        <div className="grid gap-x-3 sm:grid-cols-2">
          <BookingField id="booking-payment-method" label="Method" error={errors.paymentMethod?.message}>
            <select
              id="booking-payment-method"
              className={bookingInputClass}
              {...describedBy("booking-payment-method", errors.paymentMethod?.message)}
              {...register("paymentMethod")}
            >
              <option value="">Select method</option>
              {methodOptions.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </BookingField>
          <BookingField id="booking-amount" label="Amount (₹)" error={errors.amountRupees?.message}>
            <input
              id="booking-amount"
              inputMode="decimal"
              autoComplete="off"
              className={bookingInputClass}
              {...describedBy("booking-amount", errors.amountRupees?.message)}
              {...register("amountRupees")}
            />
          </BookingField>
        </div>
      )}
      {collected && watch("paymentMethod") === "upi" && (
        <UpiPaymentHelp amountRupees={watch("amountRupees")} patientName={watch("name")} />
      )}
    </fieldset>
  );
}
