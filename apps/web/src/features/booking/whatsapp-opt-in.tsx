import type { BookingFormValues } from "@clinic/contract/booking";
import { fill } from "@clinic/contract/messages";
import { whatsappOptInTexts } from "@clinic/contract/whatsapp";
import type { UseFormRegister } from "react-hook-form";
import { useLocale } from "../../i18n/locale";

/**
 * Step 2's WhatsApp box (issue 21; decision 0103): not ticked by default, naming the clinic the messages
 * come from, in the page's language. The words are the contract's (`whatsappOptInTexts`): the server stores the
 * same words, in the booking's language, with the opt-in. The whole row is the label (a large target).
 */
export function WhatsAppOptIn({
  clinicName,
  register,
}: {
  clinicName: string;
  register: UseFormRegister<BookingFormValues>;
}) {
  const text = whatsappOptInTexts[useLocale()];
  return (
    <label
      htmlFor="whatsappOptIn"
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
    >
      <input
        id="whatsappOptIn"
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
        aria-describedby="whatsappOptIn-hint"
        {...register("whatsappOptIn")}
      />
      <span>
        <span className="block font-medium">{text.label}</span>
        <span id="whatsappOptIn-hint" className="block text-slate-700">
          {fill(text.hint, { clinic: clinicName })}
        </span>
      </span>
    </label>
  );
}
