import { formatDateTime } from "@clinic/contract/format";
import type { BookingMessage } from "@clinic/contract/whatsapp";
import { useQuery } from "@tanstack/react-query";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { messageKindLabel, messagesApi } from "./messages-api";

/** The latest moment a message reached, in words: read, delivered, sent, failed or only queued. */
function lastStep(m: BookingMessage, zone: string): string {
  const at = (v: string | null) => (v ? formatDateTime(v, zone) : "");
  if (m.readAt) return `read ${at(m.readAt)}`;
  if (m.deliveredAt) return `delivered ${at(m.deliveredAt)}`;
  if (m.status === "failed" || m.status === "dropped")
    return `${m.status}${m.failedAt ? ` ${at(m.failedAt)}` : ""}${m.failureReason ? `: ${m.failureReason}` : ""}`;
  if (m.sentAt) return `sent ${at(m.sentAt)}`;
  return `${m.status}${m.createdAt ? ` since ${at(m.createdAt)}` : ""}`;
}

/**
 * The booking drawer's messages (issue 21): every email and WhatsApp message of the booking with its
 * status and times, whether WhatsApp updates are on, and "Message on WhatsApp" (click-to-chat with a
 * neutral note: no health data goes into the link).
 */
export function BookingMessagesSection({ bookingId, zone }: { bookingId: string; zone: string }) {
  const query = useQuery({
    queryKey: ["admin-booking-messages", bookingId],
    queryFn: ({ signal }) => messagesApi.ofBooking(bookingId, signal),
    enabled: bookingId !== "",
  });
  const data = query.data;
  return (
    <section aria-label="Messages">
      <h3 className="mt-6 border-t border-slate-200 pt-4 text-lg font-semibold text-slate-900">Messages</h3>
      {query.isPending && <p className="text-slate-700">Loading…</p>}
      {query.isError && (
        <p className="text-red-800">The messages could not be loaded: {(query.error as Error).message}</p>
      )}
      {data && (
        <>
          <p className="text-slate-800">
            WhatsApp updates:{" "}
            {data.whatsapp.optedIn
              ? "on"
              : data.whatsapp.numberOptedOut
                ? "off (the number sent STOP)"
                : "off"}
          </p>
          {data.whatsapp.chatLink && (
            <p className="mt-1">
              <NewTabLink
                href={data.whatsapp.chatLink}
                className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
              >
                Message on WhatsApp
              </NewTabLink>
            </p>
          )}
          {data.items.length === 0 ? (
            <p className="text-slate-700">No messages yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Messages of this booking">
              {data.items.map((m) => (
                <li key={`${m.channel}-${m.id}`} className="py-2">
                  <span className="font-medium text-slate-900">
                    {m.channel === "whatsapp" ? "WhatsApp" : "Email"} · {messageKindLabel(m.kind)}
                    {m.recipient === "clinic" ? " (to the clinic)" : ""}
                  </span>
                  <span className="block text-sm text-slate-700" data-testid="message-status">
                    {lastStep(m, zone)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
