import { formatDateTime, formatMoney } from "@clinic/contract/format";
import type { PaymentLink } from "@clinic/contract/packages";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";

export type MadeLink = PaymentLink & { amountInPaisa: number; currency: string };

/** A new payment link: sent to the patient already, shown with a button to copy it for another way. */
export function LinkToGive({ link, zone }: { link: MadeLink; zone: string }) {
  // No clipboard on a page served over plain http (a clinic's LAN): the link stays there to copy by hand.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success("Link copied");
    } catch {
      toast.error("The link was not copied", { description: "Select it and copy it by hand." });
    }
  };
  return (
    <div className="mt-4 flex flex-col gap-3">
      <p className="text-slate-900">
        The patient has been sent this link to pay {formatMoney(link.amountInPaisa, link.currency)} by email,
        and on WhatsApp if they agreed to messages there. It is open until{" "}
        {formatDateTime(link.expiresAt, zone)}. You can also copy it and give it to them yourself.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <FormField label="Payment link">
            {(p) => (
              <input
                {...p}
                className={`${p.className} w-full`}
                readOnly
                value={link.url}
                onFocus={(e) => e.target.select()}
              />
            )}
          </FormField>
        </div>
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </div>
  );
}
