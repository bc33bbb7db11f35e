import { useQuery } from "@tanstack/react-query";
import { dateTime } from "../../lib/format";
import { messageKindLabel, messagesApi } from "./messages-api";

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
      {data && data.items.length === 0 && <p className="text-slate-700">No WhatsApp messages yet.</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-700">
              <tr>
                <th className="py-2 pr-3">Created</th>
                <th className="py-2 pr-3">Message</th>
                <th className="py-2 pr-3">To</th>
                <th className="py-2 pr-3">Booking</th>
                <th className="py-2 pr-3">Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {data.items.map((m) => (
                <tr key={m.id}>
                  <td className="py-2 pr-3">{dateTime(m.createdAt, zone)}</td>
                  <td className="py-2 pr-3">{messageKindLabel(m.kind)}</td>
                  <td className="py-2 pr-3">{m.to}</td>
                  <td className="py-2 pr-3">{m.reference ?? "-"}</td>
                  <td className="py-2 pr-3">
                    {m.status}
                    {m.failureReason ? ` (${m.failureReason})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
