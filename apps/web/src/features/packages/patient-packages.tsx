import { formatDate, formatDateKey } from "@clinic/contract/format";
import type { PackagePurchase, PurchasePaymentStatus } from "@clinic/contract/packages";
import { useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { DataTable } from "../../components/ui/data-table";
import { packagesKey, purchasesKey, usePurchases } from "./packages-api";
import { SaleDialog } from "./sale-dialog";

const statusTone: Record<PurchasePaymentStatus, string> = {
  PAID: "bg-sky-100 text-sky-900",
  PENDING: "bg-amber-100 text-amber-900",
  REFUNDED: "bg-slate-200 text-slate-900",
};

const column = createColumnHelper<PackagePurchase>();

function columnsIn(zone: string) {
  return [
    column.accessor("name", {
      header: "Package",
      // Read whole: it wraps rather than ends in "…".
      meta: { card: "title", width: "w-[28%]", wrap: true },
      enableHiding: false,
    }),
    column.accessor("paymentStatus", {
      header: "Status",
      // The word is always shown: the colour only repeats it.
      cell: (c) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[c.getValue()]}`}
        >
          {c.getValue()}
        </span>
      ),
    }),
    column.accessor("sessionsLeft", {
      header: "Sessions left",
      cell: (c) => `${c.getValue()} of ${c.row.original.sessionsTotal}`,
    }),
    column.accessor("sessionsUsed", { header: "Used" }),
    // Booked ahead: still among those left, but not free to book again.
    column.accessor("sessionsBooked", { header: "Booked" }),
    column.accessor("expiresOn", {
      header: "Valid until",
      // A purchase's validity starts when it is paid.
      cell: (c) => {
        const day = c.getValue();
        return day ? formatDateKey(day) : "Once paid";
      },
    }),
    column.accessor("purchasedAt", { header: "Purchased on", cell: (c) => formatDate(c.getValue(), zone) }),
  ];
}

/**
 * A patient's packages on their page (issue 35, every role): each purchase with its payment, sessions
 * and validity, the newest first, and "Sell a package" while the record can change.
 */
export function PatientPackages({
  patientId,
  zone,
  editable,
  actions,
}: {
  patientId: string;
  zone: string;
  editable: boolean;
  /** More buttons beside "Sell a package" (the patient page's "Book a series"). */
  actions?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = usePurchases(patientId);
  const [selling, setSelling] = useState(false);
  const columns = useMemo(() => columnsIn(zone), [zone]);
  const sold = () => {
    void queryClient.invalidateQueries({ queryKey: purchasesKey(patientId) });
    // The packages' "Sold" counts.
    void queryClient.invalidateQueries({ queryKey: packagesKey });
  };
  return (
    <div className="flex flex-col gap-3">
      {editable && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={() => setSelling(true)}>
            Sell a package
          </button>
          {actions}
        </div>
      )}
      {query.isPending && (
        <p role="status" className="text-slate-700">
          Loading...
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-700">
          Failed to load the packages. {query.error.message}
        </p>
      )}
      {query.data && (
        <DataTable
          label="Packages bought"
          data={query.data.items}
          columns={columns}
          getRowId={(p) => p.purchaseId}
          columnsMenu={false}
          busy={query.isFetching}
          empty={<p className="text-slate-700">No packages.</p>}
        />
      )}
      <SaleDialog
        open={selling}
        patientId={patientId}
        zone={zone}
        onClose={() => setSelling(false)}
        onSold={sold}
      />
    </div>
  );
}
