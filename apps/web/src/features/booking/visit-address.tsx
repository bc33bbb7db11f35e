import type { PublicKind } from "@clinic/contract/appointment-kinds";
import { type BookingFlow, bookingFormSchema } from "@clinic/contract/booking";
import { formatMoney } from "@clinic/contract/format";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { FieldError } from "../../components/ui/form-field";
import { useBookingTexts } from "../../i18n/booking";
import type { BookingTexts } from "../../i18n/booking-texts.en";

/**
 * Step 2's form for a kind (issue 34): the spec's details form, plus the visit address for a home visit
 * (required, at most 300 characters as the server takes it), its messages in the page's language.
 */
export function detailsFormSchema(
  flow: BookingFlow,
  kind: Pick<PublicKind, "mode"> | undefined,
  text: Pick<BookingTexts["kinds"], "visitAddressRequired" | "visitAddressTooLong">,
) {
  const spec = bookingFormSchema(flow);
  // Only a video consultation asks for the tele-consultation consent (the default kind is one).
  const base =
    kind === undefined || kind.mode === "video"
      ? spec
      : spec.safeExtend({ consentTeleconsultation: z.boolean() });
  if (kind?.mode !== "home_visit") return base;
  return base.safeExtend({
    visitAddress: z.string().trim().min(1, text.visitAddressRequired).max(300, text.visitAddressTooLong),
  });
}

/** The chosen kind above step 2's form, with its price (shown only when the patient chose among several). */
export function ChosenKind({ kind }: { kind: PublicKind }) {
  const text = useBookingTexts("kinds");
  return (
    <p className="font-medium text-slate-900" data-testid="chosen-kind">
      {text.say("chosen", { name: kind.name, price: formatMoney(kind.amountInPaisa, kind.currency) })}
    </p>
  );
}

/** A home visit's address: its label, the area served as its hint, and its error under it. */
export function VisitAddressField({
  area,
  field,
  error,
  inputClass,
}: {
  area: string | null;
  field: UseFormRegisterReturn<"visitAddress">;
  error: string | undefined;
  inputClass: string;
}) {
  const text = useBookingTexts("kinds");
  const described = [area ? "visitAddress-hint" : undefined, error ? "visitAddress-error" : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-1 font-medium text-slate-900">
        <label htmlFor="visitAddress">{text.visitAddress}</label>
        <span aria-hidden="true">*</span>
      </div>
      {area && (
        <p id="visitAddress-hint" className="text-sm text-slate-700">
          {text.say("visitArea", { area })}
        </p>
      )}
      <textarea
        id="visitAddress"
        rows={3}
        required
        autoComplete="street-address"
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...field}
      />
      <FieldError id="visitAddress-error" message={error} />
    </div>
  );
}
