import type { PackageSale } from "@clinic/contract/packages";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { LinkToGive, type MadeLink } from "../payment-links";
import { packagesApi, usePackages } from "./packages-api";
import { SaleForm } from "./sale-form";

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
