import { formatMoney } from "@clinic/contract/format";
import type { PublicPackage } from "@clinic/contract/packages";
import { buttonStyles } from "../../components/ui/button-styles";
import { useBookingTexts } from "../../i18n/booking";

/**
 * The booking page's "Packages" section (issue 35): the packages the clinic sells online, each with its
 * sessions, validity and price, and a button that books its first session through the same wizard. The
 * wizard shows it only when the clinic sells at least one, and loads it only then (booking-wizard.tsx), so
 * a clinic without packages has the page as it was.
 */
export function PackagesSection({
  packages,
  onChoose,
}: {
  packages: readonly PublicPackage[];
  onChoose(pkg: PublicPackage): void;
}) {
  const text = useBookingTexts("packages");
  return (
    <section className="mt-10 max-w-xl" aria-labelledby="packages-heading" data-testid="packages-section">
      <h2 id="packages-heading" className="text-xl font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-slate-800">{text.intro}</p>
      <ul className="mt-4 grid gap-3">
        {packages.map((pkg) => (
          <li key={pkg.id} className="rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold">{pkg.name}</span>
                <span className="block text-sm text-slate-700">
                  {text.say("sessions", { sessions: pkg.sessions })} ·{" "}
                  {text.say("validity", { days: pkg.validityDays })}
                </span>
              </span>
              <span className="shrink-0 font-semibold">{formatMoney(pkg.amountInPaisa, pkg.currency)}</span>
            </div>
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-3 w-full`}
              onClick={() => onChoose(pkg)}
            >
              {text.say("choose", { name: pkg.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
