import { formatDateTime, formatMoney } from "@clinic/contract/format";
import type { PackageSale, PaymentLink } from "@clinic/contract/packages";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { packagesApi, usePackages } from "./packages-api";
import { SaleForm } from "./sale-form";

type MadeLink = PaymentLink & { amountInPaisa: number; currency: string };

/** The link the patient must be given (no email sends it yet), with a button to copy it. */
function LinkToGive({ link, zone }: { link: MadeLink; zone: string }) {
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

/**
 * "Sell a package" on a patient's page (issue 35): the sale form, then, for a payment link, the link to
 * give the patient. Paid now closes it with the server's message.
 */
export function SaleDialog({
  open,
  patientId,
  zone,
  onClose,
  onSold,
}: {
  open: boolean;
  patientId: string;
  zone: string;
  onClose(): void;
  onSold(): void;
}) {
  const packages = usePackages();
  const [link, setLink] = useState<MadeLink | null>(null);
  const close = () => {
    setLink(null);
    onClose();
  };
  const sell = useMutation({
    mutationFn: (body: PackageSale) => packagesApi.sell(patientId, body),
    onSuccess: (answer, body) => {
      toast.success(answer.message ?? "Package sold");
      onSold();
      const chosen = packages.data?.items.find((p) => p.id === body.packageId);
      if (answer.data.paymentLink && chosen)
        setLink({
          ...answer.data.paymentLink,
          amountInPaisa: chosen.amountInPaisa,
          currency: chosen.currency,
        });
      else close();
    },
    onError: (error: Error) => toast.error("The package was not sold", { description: error.message }),
  });
  const onSale = packages.data?.items.filter((p) => !p.archived) ?? [];
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Sell a package"
      size="md"
      footer={link ? <DialogDismiss>Done</DialogDismiss> : undefined}
    >
      {link ? (
        <LinkToGive link={link} zone={zone} />
      ) : packages.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading...
        </p>
      ) : packages.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          Failed to load the packages. {packages.error.message}
        </p>
      ) : onSale.length === 0 ? (
        <p className="mt-4 text-slate-700">No packages to sell yet: an owner adds them under Packages.</p>
      ) : (
        <SaleForm packages={onSale} onSubmit={(body) => sell.mutateAsync(body)} />
      )}
    </Dialog>
  );
}
