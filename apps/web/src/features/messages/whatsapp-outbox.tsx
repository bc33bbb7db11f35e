import { formatDateTime } from "@clinic/contract/format";
import type { WhatsAppOutboxItem } from "@clinic/contract/whatsapp";
import { useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "../../components/ui/data-table";
import { messageKindLabel, messagesApi } from "./messages-api";

const column = createColumnHelper<WhatsAppOutboxItem>();
// Every value whole: a failure reason is read, not cut short.
const whole = { wrap: true } as const;

function outboxColumns(zone: string) {
  return [
    column.accessor((m) => formatDateTime(m.createdAt, zone), {
      id: "created",
      header: "Created",
      meta: whole,
    }),
    column.accessor((m) => messageKindLabel(m.kind), { id: "message", header: "Message", meta: whole }),
    column.accessor("to", { header: "To", meta: whole }),
    column.accessor((m) => m.reference ?? "-", { id: "booking", header: "Booking", meta: whole }),
    column.accessor((m) => `${m.status}${m.failureReason ? ` (${m.failureReason})` : ""}`, {
      id: "status",
      header: "Status",
      meta: whole,
    }),
  ];
}

/**
 * Settings → WhatsApp (issue 21): the newest WhatsApp messages and their status. With the outbox
 * provider (the default) nothing leaves the server: this list, and the JSON files under
 * DATA_DIR/outbox/whatsapp, are where the messages can be seen.
 */
export function WhatsAppOutbox({ zone }: { zone: string }) {
  const query = useQuery({
    queryKey: ["admin-whatsapp-outbox"],
    queryFn: ({ signal }) => messagesApi.whatsappOutbox(signal),
  });
  const data = query.data;
  const columns = useMemo(() => outboxColumns(zone), [zone]);
  return (
    <section aria-label="WhatsApp messages" className="space-y-3">
      {query.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch data. {(query.error as Error).message}
        </p>
      )}
      {data && (
        <p className="rounded-md bg-slate-50 p-3 text-slate-800" data-testid="whatsapp-provider">
          {data.provider === "cloud"
            ? "Cloud API: messages are sent through Meta's WhatsApp Cloud API (WHATSAPP_PROVIDER=cloud)"
            : "Outbox: messages are written as JSON files under DATA_DIR/outbox/whatsapp (nothing is sent)"}
        </p>
      )}
      {data && (
        <DataTable
          data={data.items}
          columns={columns}
          getRowId={(m) => m.id}
          narrow="scroll"
          columnsMenu={false}
          empty={<p className="text-slate-700">No WhatsApp messages yet.</p>}
        />
      )}
    </section>
  );
}
