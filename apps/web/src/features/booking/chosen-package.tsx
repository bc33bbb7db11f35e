import { formatMoney } from "@clinic/contract/format";
import type { PublicPackage } from "@clinic/contract/packages";
import { buttonStyles } from "../../components/ui/button-styles";
import { useBookingTexts } from "../../i18n/booking";

/**
 * The package being bought (issue 35), said on every step of the wizard: its name and price, its sessions
 * and validity, and that this booking is its first session. On the first step it also asks for the first
 * session's time and offers to go back to a single appointment (`onCancel`).
 */
export function ChosenPackage({ pkg, onCancel }: { pkg: PublicPackage; onCancel?: () => void }) {
  const text = useBookingTexts("packages");
  return (
    <div className="max-w-xl rounded-xl bg-brand-50 px-4 py-3 text-slate-900" data-testid="chosen-package">
      <p className="font-semibold">
        {text.say("chosen", { name: pkg.name, price: formatMoney(pkg.amountInPaisa, pkg.currency) })}
      </p>
      <p className="text-sm text-slate-800">
        {text.say("chosenDetail", { sessions: pkg.sessions, days: pkg.validityDays })}
      </p>
      {onCancel && (
        <>
          <p className="mt-2 text-slate-800">{text.firstSession}</p>
          <button type="button" className={`${buttonStyles.ghost} mt-2`} onClick={onCancel}>
            {text.notThis}
          </button>
        </>
      )}
    </div>
  );
}
