import { formatDateKey } from "@clinic/contract/format";
import type { BookedPackage } from "@clinic/contract/packages";
import { useBookingTexts } from "../../i18n/booking";
import { useLocale } from "../../i18n/locale";

/**
 * On the confirmation page (issue 35): the package this booking bought, the sessions still to book and
 * until when, and where the next ones are booked (the manage link in the confirmation email).
 */
export function BoughtPackage({ bought }: { bought: BookedPackage }) {
  const text = useBookingTexts("packages");
  const locale = useLocale();
  return (
    <div className="mt-6 rounded-xl bg-brand-50 p-4 text-slate-900" data-testid="bought-package">
      <p className="font-semibold">{text.say("bought", { name: bought.name })}</p>
      <p>{text.say("left", { left: bought.sessionsLeft, total: bought.sessionsTotal })}</p>
      {bought.expiresOn && (
        <p className="text-sm text-slate-800">
          {text.say("until", { date: formatDateKey(bought.expiresOn, locale) })}
        </p>
      )}
    </div>
  );
}
