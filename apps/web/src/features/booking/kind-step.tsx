import type { PublicKind } from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import { buttonStyles } from "../../components/ui/button-styles";
import { useBookingTexts } from "../../i18n/booking";

/**
 * The kind step (issue 34), before the date and time, shown only when more than one kind is bookable
 * online: one radio card per kind (its name, where it takes place, its length and price). Native radios
 * in a fieldset, so a screen reader and the keyboard know them; each card is its radio's label, the
 * whole card a touch target. It loads only when the kinds call lists several (booking-wizard.tsx).
 */
export function KindStep({
  kinds,
  chosenId,
  onChoose,
  onContinue,
}: {
  kinds: readonly PublicKind[];
  /** The kind marked: the one chosen, else the default (kind-choice.ts). */
  chosenId: string;
  onChoose(id: string): void;
  onContinue(): void;
}) {
  const text = useBookingTexts("kinds");
  return (
    <div className="max-w-xl">
      <fieldset>
        <legend className="text-xl font-semibold text-slate-900">{text.heading}</legend>
        <div className="mt-4 grid gap-3">
          {kinds.map((kind) => (
            <label
              key={kind.id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 text-slate-900 hover:border-brand-700 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="appointment-kind"
                value={kind.id}
                checked={kind.id === chosenId}
                onChange={() => onChoose(kind.id)}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{kind.name}</span>
                <span className="block text-sm text-slate-700">
                  {text[kind.mode]} · {text.say("minutes", { minutes: kind.durationMinutes })}
                </span>
                {kind.mode === "home_visit" && kind.serviceArea && (
                  <span className="block text-sm text-slate-700">
                    {text.say("visitArea", { area: kind.serviceArea })}
                  </span>
                )}
              </span>
              <span className="shrink-0 font-semibold">{formatMoney(kind.amountInPaisa, kind.currency)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" className={`${buttonStyles.primary} mt-6 w-full`} onClick={onContinue}>
        {text.continue}
      </button>
    </div>
  );
}
