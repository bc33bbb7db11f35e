import type { Earnings } from "@clinic/contract/admin-earnings";
import { formatDateRange, formatMoney } from "@clinic/contract/format";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "../../components/ui/data-table";

type KindRow = Earnings["byKind"][number];
const column = createColumnHelper<KindRow>();

/**
 * The range's earnings split by appointment kind (issue 34). Shown once more than one kind has taken
 * money: with one kind it would repeat the totals row.
 */
export function EarningsByKind({ data }: { data: Earnings }) {
  const columns = useMemo(() => {
    const money = (paise: number) => formatMoney(paise, data.currency);
    const figure = (key: "gross" | "refunds" | "net", header: string) =>
      column.accessor((k) => money(k[key]), {
        id: key,
        header,
        meta: { align: "right", className: "tabular-nums" },
      });
    return [
      column.accessor("name", { header: "Appointment kind", meta: { rowHeader: true } }),
      column.accessor("count", { header: "Paid bookings", meta: { align: "right" } }),
      figure("gross", "Gross"),
      figure("refunds", "Refunds"),
      figure("net", "Net"),
    ];
  }, [data.currency]);
  if (data.byKind.length < 2) return null;
  return (
    <DataTable
      data={data.byKind}
      columns={columns}
      getRowId={(k) => k.kindId}
      caption={`Earnings by appointment kind, ${formatDateRange(data.from, data.to)}`}
      narrow="scroll"
      scrollLabel="Earnings by appointment kind"
      minWidth="min-w-[32rem]"
      columnsMenu={false}
      testId="earnings-by-kind"
    />
  );
}
