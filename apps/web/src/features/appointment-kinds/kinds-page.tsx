import {
  type AppointmentKind,
  type KindRequestValid,
  kindModeLabels,
} from "@clinic/contract/appointment-kinds";
import { formatMoney } from "@clinic/contract/format";
import { createColumnHelper } from "@tanstack/react-table";
import { useState } from "react";
import { DataTable, type SortingState } from "../../components/ui/data-table";
import { RowDialogs } from "../../components/ui/row-dialogs";
import { useListWrites } from "../../lib/use-list-writes";
import { KindForm } from "./kind-form";
import { kindsApi, kindsKey, useKinds } from "./kinds-api";

const column = createColumnHelper<AppointmentKind>();
const columns = [
  column.accessor((k) => `${k.name}${k.isDefault ? " (default)" : ""}${k.archived ? " (archived)" : ""}`, {
    id: "name",
    header: "Name",
    meta: { card: "title" },
    enableHiding: false,
  }),
  column.accessor((k) => kindModeLabels[k.mode], { id: "mode", header: "Mode" }),
  column.accessor("durationMinutes", { header: "Duration", cell: (c) => `${c.getValue()} min` }),
  column.accessor("amountInPaisa", {
    header: "Price",
    cell: (c) => formatMoney(c.getValue(), c.row.original.currency),
  }),
  column.accessor((k) => (k.bookableOnline ? "Yes" : "No"), { id: "online", header: "Online" }),
  column.accessor("colour", {
    header: "Colour",
    enableSorting: false,
    cell: (c) => (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block size-5 rounded border border-slate-300"
          style={{ backgroundColor: c.getValue() }}
        />
        <span className="text-sm text-slate-700">{c.getValue()}</span>
      </span>
    ),
  }),
];

/**
 * Admin → Appointment kinds (issue 34, owners): what patients can book, its mode, length, price, notice
 * and colour on the agenda. A kind with bookings is archived rather than deleted (the server says which).
 */
export function KindsPage() {
  const query = useKinds();
  const [sorting, setSorting] = useState<SortingState>([]);
  const writes = useListWrites<AppointmentKind, KindRequestValid>(kindsKey, kindsApi, {
    noun: "appointment kind",
  });
  const kinds = (query.data?.items ?? []).filter((k) => !k.archived);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="add-kind-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="add-kind-heading" className="mb-1 text-lg font-semibold text-slate-900">
          Add an appointment kind
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Slots say which kinds they take (Slot Management). The default kind is the video consultation,
          priced on the Pricing screen.
        </p>
        <KindForm submitLabel="Add appointment kind" onSubmit={(values) => writes.add.mutateAsync(values)} />
      </section>
      <section aria-labelledby="kinds-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        {query.isError && (
          <p role="alert" className="mb-3 text-red-700">
            Failed to fetch data. {query.error.message}
          </p>
        )}
        <DataTable
          label="Appointment kinds"
          heading={
            <h2 id="kinds-heading" className="text-lg font-semibold text-slate-900">
              Appointment kinds
            </h2>
          }
          data={kinds}
          columns={columns}
          getRowId={(k) => k.id}
          rowName={(k) => k.name}
          sorting={sorting}
          onSortingChange={setSorting}
          busy={query.isFetching}
          empty={<p className="mt-3 text-slate-700">No appointment kinds yet.</p>}
          rowActions={(k) => [
            { label: "Edit", onSelect: () => writes.setEditing(k) },
            ...(k.isDefault
              ? []
              : [{ label: "Delete", tone: "danger" as const, onSelect: () => writes.setRemoving(k) }]),
          ]}
        />
      </section>
      <RowDialogs
        writes={writes}
        form={(kind, save) => <KindForm kind={kind} submitLabel="Save changes" onSubmit={save} />}
        question={() =>
          "Patients can no longer book it. If it has bookings, it is archived instead and stays on them."
        }
      />
    </div>
  );
}
