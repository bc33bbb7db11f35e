import type { AdminBookingFormValues } from "@clinic/contract/admin-booking-form";
import type { AdminSlot } from "@clinic/contract/admin-slots";
import { type AppointmentKind, defaultKindId } from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import type { UseFormReturn } from "react-hook-form";
import { useKinds } from "../appointment-kinds";
import { BookingField, bookingInputClass, describedBy } from "./booking-field";

/**
 * The kinds a phoned booking may be of (issue 34): those the slot takes, not archived, and the one
 * chosen (the form's `kindId`, else the first). Undefined until the kinds have loaded.
 */
export function useBookingKinds(
  slot: AdminSlot | null,
  chosenId: string | undefined,
): { offered: AppointmentKind[]; chosen: AppointmentKind | undefined } {
  const kinds = useKinds();
  const takes = slot?.kindIds.length ? slot.kindIds : [defaultKindId];
  const offered = (kinds.data?.items ?? []).filter((k) => !k.archived && takes.includes(k.id));
  return { offered, chosen: offered.find((k) => k.id === chosenId) ?? offered[0] };
}

/**
 * The kind of the appointment, when the slot takes more than one, and a home visit's address. The
 * dialog's amount follows the kind's price.
 */
export function BookingKindFields({
  form,
  offered,
  chosen,
}: {
  form: UseFormReturn<AdminBookingFormValues>;
  offered: AppointmentKind[];
  chosen: AppointmentKind | undefined;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      {offered.length > 1 && (
        <BookingField id="booking-kind" label="Appointment kind" error={errors.kindId?.message}>
          <select
            id="booking-kind"
            className={bookingInputClass}
            {...describedBy("booking-kind", errors.kindId?.message)}
            {...register("kindId")}
          >
            {offered.map((k) => (
              <option key={k.id} value={k.id}>
                {`${k.name} (${k.durationMinutes} min, ${formatMoney(k.amountInPaisa, k.currency)})`}
              </option>
            ))}
          </select>
        </BookingField>
      )}
      {chosen?.mode === "home_visit" && (
        <BookingField
          id="booking-visit-address"
          label="Address for the home visit"
          error={errors.visitAddress?.message}
        >
          <textarea
            id="booking-visit-address"
            className={bookingInputClass}
            rows={2}
            {...describedBy("booking-visit-address", errors.visitAddress?.message)}
            {...register("visitAddress")}
          />
        </BookingField>
      )}
    </>
  );
}
