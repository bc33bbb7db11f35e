import type {
  Analytics,
  AnalyticsPeriodFigures,
  RevenueByKind,
  UtilisationRow,
} from "@clinic/contract/admin-analytics";
import { formatDateRange, formatMoney } from "@clinic/contract/format";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "../../components/ui/data-table";
import { hoursText, periodLabel, rateText, utilisationText } from "./analytics-figures";

const periodColumn = createColumnHelper<AnalyticsPeriodFigures>();
const figure = { align: "right", className: "tabular-nums" } as const;

/** Booked and offered minutes of a practitioner's (or the clinic's) rows, added up. */
function minutesOf(rows: Array<{ bookedMinutes: number; openMinutes: number }>) {
  return rows.reduce((sum, r) => ({ booked: sum.booked + r.bookedMinutes, open: sum.open + r.openMinutes }), {
    booked: 0,
    open: 0,
  });
}

/** The clinic's utilisation in a period: every practitioner's time, each slot once. */
export function clinicUtilisation(f: Pick<AnalyticsPeriodFigures, "byPractitioner">): string {
  const m = minutesOf(f.byPractitioner);
  return utilisationText(m.booked, m.open);
}

function periodColumns(data: Analytics) {
  const money = (paise: number) => formatMoney(paise, data.currency);
  const t = data.totals;
  return [
    periodColumn.accessor((p) => periodLabel(p.start, data.period), {
      id: "period",
      header: "Period",
      meta: { rowHeader: true },
      footer: "Total",
    }),
    periodColumn.accessor("booked", { header: "Appointments", meta: figure, footer: () => t.booked }),
    periodColumn.accessor((p) => rateText(p.noShowRate), {
      id: "noShowRate",
      header: "No-show rate",
      meta: figure,
      footer: () => rateText(t.noShowRate),
    }),
    periodColumn.accessor((p) => clinicUtilisation(p), {
      id: "utilisation",
      header: "Utilisation",
      meta: figure,
      footer: () => clinicUtilisation(t),
    }),
    periodColumn.accessor((p) => money(p.revenueInPaisa), {
      id: "revenue",
      header: "Revenue",
      meta: figure,
      footer: () => money(t.revenueInPaisa),
    }),
    periodColumn.accessor("newPatients", { header: "New", meta: figure, footer: () => t.newPatients }),
    periodColumn.accessor("returningPatients", {
      header: "Returning",
      meta: figure,
      footer: () => t.returningPatients,
    }),
  ];
}

/** One line per week or month, read across: the table scrolls sideways on a phone rather than folding. */
export function PeriodsTable({ data }: { data: Analytics }) {
  const columns = useMemo(() => periodColumns(data), [data]);
  return (
    <DataTable
      data={data.periods}
      columns={columns}
      getRowId={(p) => p.start}
      caption={`Figures by ${data.period}, ${formatDateRange(data.from, data.to)}`}
      narrow="scroll"
      scrollLabel="Figures by period"
      minWidth="min-w-[46rem]"
      columnsMenu={false}
      testId="analytics-periods"
    />
  );
}

const utilColumn = createColumnHelper<UtilisationRow>();
const utilisationColumns = [
  utilColumn.accessor("practitionerName", { header: "Practitioner", meta: { rowHeader: true } }),
  utilColumn.accessor("kindName", { header: "Kind" }),
  utilColumn.accessor((r) => hoursText(r.bookedMinutes), { id: "booked", header: "Booked", meta: figure }),
  utilColumn.accessor((r) => hoursText(r.openMinutes), { id: "open", header: "Offered", meta: figure }),
  utilColumn.accessor((r) => utilisationText(r.bookedMinutes, r.openMinutes), {
    id: "share",
    header: "Utilisation",
    meta: figure,
  }),
];

/** The range's utilisation per practitioner and kind (a slot taking two kinds is offered time of both). */
export function UtilisationTable({ rows }: { rows: UtilisationRow[] }) {
  return (
    <DataTable
      data={rows}
      columns={utilisationColumns}
      getRowId={(r) => `${r.practitionerId ?? "none"}:${r.kindId}`}
      caption="Booked and offered time per practitioner and appointment kind"
      narrow="scroll"
      scrollLabel="Utilisation by practitioner and kind"
      minWidth="min-w-[32rem]"
      columnsMenu={false}
      emptyRow="No slots were offered in this range."
      testId="analytics-utilisation"
    />
  );
}

const revenueColumn = createColumnHelper<RevenueByKind>();

/** Net revenue per kind over the range, with its total (the earnings panel's net, split by kind). */
export function RevenueTable({ data }: { data: Analytics }) {
  const columns = useMemo(
    () => [
      revenueColumn.accessor("kindName", { header: "Kind", meta: { rowHeader: true }, footer: "Total" }),
      revenueColumn.accessor((r) => formatMoney(r.amountInPaisa, data.currency), {
        id: "amount",
        header: "Net revenue",
        meta: figure,
        footer: () => formatMoney(data.totals.revenueInPaisa, data.currency),
      }),
    ],
    [data],
  );
  return (
    <DataTable
      data={data.totals.revenueByKind}
      columns={columns}
      getRowId={(r) => r.kindId}
      caption="Net revenue by appointment kind"
      narrow="scroll"
      scrollLabel="Revenue by kind"
      minWidth="min-w-[18rem]"
      columnsMenu={false}
      emptyRow="Nothing was paid in this range."
      testId="analytics-revenue"
    />
  );
}
