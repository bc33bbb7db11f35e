import { formatDateTime } from "@clinic/contract/format";
import type { ErasureRequestView } from "@clinic/contract/patient-rights";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { DataTable, type SortingState } from "../../components/ui/data-table";
import { toast } from "../../components/ui/toast";
import { useClinicZone } from "../../lib/clinic-zone";
import { erasureApi, erasureQueueKey } from "./erasure-api";

const column = createColumnHelper<ErasureRequestView>();

function columns(zone: string) {
  return [
    column.accessor((r) => formatDateTime(r.requestedAt, zone), {
      id: "requested",
      header: "Requested",
      meta: { width: "w-44", className: "tabular-nums", card: "title" },
      enableHiding: false,
    }),
    column.accessor((r) => r.patientName || "(erased)", { id: "patient", header: "Patient" }),
    column.accessor((r) => r.reference ?? "-", {
      id: "reference",
      header: "Reference",
      meta: { width: "w-36" },
    }),
    column.accessor((r) => (r.status === "pending" ? String(r.bookings) : "-"), {
      id: "bookings",
      header: "Bookings",
      meta: { width: "w-24" },
    }),
    column.accessor(
      (r) =>
        r.status === "done"
          ? `Erased ${r.doneAt ? formatDateTime(r.doneAt, zone) : ""} by ${r.doneBy ?? "-"}`
          : r.upcoming
            ? "Waiting (has a consultation to come)"
            : "Waiting",
      { id: "status", header: "Status" },
    ),
  ];
}

/**
 * The patients' requests to erase their data (decision 0102): waiting ones first. "Erase now" asks
 * first (it cannot be undone) and says what stays: the accounting fields of each booking.
 */
export function ErasureQueue() {
  const zone = useClinicZone() ?? "Asia/Kolkata";
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: erasureQueueKey, queryFn: ({ signal }) => erasureApi.list(signal) });
  const [sorting, setSorting] = useState<SortingState>([{ id: "requested", desc: false }]);
  const [asked, setAsked] = useState<ErasureRequestView | null>(null);
  const erase = useMutation({
    mutationFn: (id: string) => erasureApi.erase(id),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "The patient's data was erased.");
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: erasureQueueKey });
    },
    onError: (error) => toast.error("Failed to erase", { description: (error as Error).message }),
  });
  const rows = query.data ?? [];
  return (
    <section aria-labelledby="erasure-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      {query.isError && (
        <p role="alert" className="mb-3 text-red-700">
          Failed to fetch data. {(query.error as Error).message}
        </p>
      )}
      <DataTable
        label="Erasure requests"
        heading={
          <h2 id="erasure-heading" className="text-lg font-semibold text-slate-900">
            Erasure requests
          </h2>
        }
        data={rows}
        columns={columns(zone)}
        getRowId={(r) => r.id}
        rowName={(r) => `the request for ${r.reference ?? r.patientId}`}
        sorting={sorting}
        onSortingChange={setSorting}
        busy={query.isFetching}
        empty={<p className="mt-3 text-slate-700">No patient has asked to erase their data.</p>}
        rowActions={(r) =>
          r.status === "pending" ? [{ label: "Erase now", tone: "danger", onSelect: () => setAsked(r) }] : []
        }
      />
      <ConfirmDialog
        open={asked !== null}
        title="Erase this patient's data?"
        question={`${asked?.patientName || "This patient"}: intake answers, photos, notes and contact details of ${asked?.bookings ?? 0} booking(s) are removed for good. Each booking's date, amount, tax, reference and payment ids are kept for the accounts.${asked?.upcoming ? " They have a consultation still to come: the clinic will no longer be able to reach them." : ""}`}
        confirmLabel="Erase now"
        dismissLabel="Keep the data"
        busy={erase.isPending}
        onConfirm={() => asked && erase.mutate(asked.id)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
