import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import type { CarePackage, PackageRequestValid } from "@clinic/contract/packages";
import { roleGroups, roleMay } from "@clinic/contract/staff";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { DataTable, type SortingState } from "../../components/ui/data-table";
import { RowDialogs } from "../../components/ui/row-dialogs";
import { useListWrites } from "../../lib/use-list-writes";
import { useKinds } from "../appointment-kinds";
import { useStaffRole } from "../auth";
import { PackageForm } from "./package-form";
import { packagesApi, packagesKey, usePackages } from "./packages-api";

const column = createColumnHelper<CarePackage>();

/** The table's columns; a package names its kind by the kind's name (its id when the kind is gone). */
function columnsFor(kindNames: ReadonlyMap<string, string>) {
  return [
    // The name takes what the figures leave, and wraps rather than ends in "…".
    column.accessor("name", { header: "Name", meta: { card: "title", wrap: true }, enableHiding: false }),
    column.accessor((p) => kindNames.get(p.kindId) ?? p.kindId, {
      id: "kind",
      header: "Kind",
      meta: { width: "w-40", wrap: true },
    }),
    column.accessor("sessions", { header: "Sessions", meta: { width: "w-28" } }),
    column.accessor("amountInPaisa", {
      header: "Price",
      meta: { width: "w-32", className: "tabular-nums" },
      cell: (c) => formatMoney(c.getValue(), c.row.original.currency),
    }),
    column.accessor("validityDays", {
      header: "Validity",
      meta: { width: "w-28" },
      cell: (c) => `${c.getValue()} day${c.getValue() === 1 ? "" : "s"}`,
    }),
    column.accessor((p) => (p.sellOnline ? "Yes" : "No"), {
      id: "online",
      header: "Sold online",
      meta: { width: "w-24", wrap: true },
    }),
    column.accessor("sold", { header: "Sold", meta: { width: "w-20" } }),
  ];
}

/**
 * Admin → Packages (issue 35, owners): courses of care, a number of sessions of one kind sold together,
 * paid up front and used within their validity. A sold package is archived rather than deleted (the
 * server says which), so its purchases keep it.
 */
export function PackagesPage() {
  const query = usePackages();
  const kindsQuery = useKinds();
  const owner = roleMay(roleGroups.owner, useStaffRole());
  const [sorting, setSorting] = useState<SortingState>([]);
  const writes = useListWrites<CarePackage, PackageRequestValid>(packagesKey, packagesApi, {
    noun: "package",
  });
  const allKinds = kindsQuery.data?.items;
  const kinds: AppointmentKind[] = useMemo(() => (allKinds ?? []).filter((k) => !k.archived), [allKinds]);
  const columns = useMemo(() => columnsFor(new Map((allKinds ?? []).map((k) => [k.id, k.name]))), [allKinds]);
  const packages = (query.data?.items ?? []).filter((p) => !p.archived);

  return (
    <div className="flex flex-col gap-6">
      {owner && (
        <section
          aria-labelledby="add-package-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="add-package-heading" className="mb-1 text-lg font-semibold text-slate-900">
            Add a package
          </h2>
          <p className="mb-4 text-sm text-slate-700">
            A package is a number of sessions of one appointment kind, paid up front. Its validity starts when
            it is paid. The front desk sells packages on a patient's page.
          </p>
          <PackageForm
            kinds={kinds}
            submitLabel="Add package"
            onSubmit={(values) => writes.add.mutateAsync(values)}
          />
        </section>
      )}
      <section aria-labelledby="packages-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        {(query.isError || kindsQuery.isError) && (
          <p role="alert" className="mb-3 text-red-700">
            Failed to fetch data. {(query.error ?? kindsQuery.error)?.message}
          </p>
        )}
        <DataTable
          label="Packages"
          heading={
            <h2 id="packages-heading" className="text-lg font-semibold text-slate-900">
              Packages
            </h2>
          }
          data={packages}
          columns={columns}
          getRowId={(p) => p.id}
          rowName={(p) => p.name}
          sorting={sorting}
          onSortingChange={setSorting}
          busy={query.isFetching}
          empty={<p className="mt-3 text-slate-700">No packages yet.</p>}
          rowActions={
            owner
              ? (p) => [
                  { label: "Edit", onSelect: () => writes.setEditing(p) },
                  { label: "Delete", tone: "danger" as const, onSelect: () => writes.setRemoving(p) },
                ]
              : undefined
          }
        />
      </section>
      <RowDialogs
        writes={writes}
        form={(pkg, save) => (
          <PackageForm pkg={pkg} kinds={kinds} submitLabel="Save changes" onSubmit={save} />
        )}
        question={() =>
          "It can no longer be sold. If it has been sold, it is archived instead and stays on its purchases."
        }
      />
    </div>
  );
}
