import type { AgendaItem, Attendance } from "@clinic/contract/agenda";
import { kindModeLabels } from "@clinic/contract/appointment-kinds";
import { formatDate, formatTimeRange } from "@clinic/contract/format";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { Drawer } from "../../components/ui/drawer";
import { dashboardKey } from "../../lib/admin-query-keys";
import { SessionNoteSection } from "../session-notes";
import { agendaApi, agendaKey } from "./agenda-api";
import { mutedLabel } from "./agenda-layout";
import { JoinMeetingLink } from "./join-meeting-link";

const statusLabels: Record<AgendaItem["paymentStatus"], string> = {
  PENDING: "Awaiting payment",
  PAID: "Confirmed (paid)",
  FAILED: "Payment failed",
  EXPIRED: "Expired",
  CANCELLED: "Cancelled",
  REFUNDED: "Cancelled, refunded",
};

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5">
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One appointment's details beside the agenda, with Attended / No-show. The server decides (409 before
 * the start, or for a booking not paid); its message is shown here as it says it.
 */
export function AgendaDrawer({
  item,
  zone,
  now,
  onClose,
}: {
  item: AgendaItem | null;
  zone: string;
  now: Date;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const mark = useMutation({
    mutationFn: ({ id, attendance }: { id: string; attendance: Attendance }) =>
      agendaApi.mark(id, attendance),
    onSuccess: (answer) => {
      setSaid({ tone: "ok", text: answer.message ?? "Marked" });
      void queryClient.invalidateQueries({ queryKey: agendaKey });
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    },
    onError: (error: Error) => setSaid({ tone: "error", text: error.message }),
  });
  const close = () => {
    setSaid(null);
    mark.reset();
    onClose();
  };
  const started = item ? Date.parse(item.startAt) <= now.getTime() : false;
  const muted = item ? mutedLabel(item) : null;
  const markable = item?.status === "PAID";
  const send = (attendance: Attendance) => {
    if (!item) return;
    setSaid(null);
    mark.mutate({ id: item.bookingId, attendance });
  };
  return (
    <Drawer
      open={item !== null}
      onClose={close}
      title={item?.patient.name ?? ""}
      description={item ? `${item.kind.name}, ${formatTimeRange(item.startAt, item.endAt, zone)}` : undefined}
      footer={
        item &&
        markable && (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={!started || mark.isPending}
              aria-describedby={started ? undefined : "attendance-hint"}
              onClick={() => send("no_show")}
            >
              No-show
            </button>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={!started || mark.isPending}
              aria-describedby={started ? undefined : "attendance-hint"}
              onClick={() => send("attended")}
            >
              Attended
            </button>
          </>
        )
      }
    >
      {item && (
        <div className="flex flex-col gap-4" data-testid="agenda-details">
          {muted && <p className="rounded-lg bg-slate-100 px-3 py-2 font-semibold text-slate-800">{muted}</p>}
          <dl className="divide-y divide-slate-100 text-sm">
            <Row term="Date">{formatDate(item.startAt, zone)}</Row>
            <Row term="Time">{formatTimeRange(item.startAt, item.endAt, zone)}</Row>
            <Row term="Kind">
              {item.kind.name} ({kindModeLabels[item.kind.mode]})
            </Row>
            <Row term="Practitioner">{item.practitioner?.name ?? "Not assigned"}</Row>
            <Row term="Patient">
              {item.patient.id ? (
                <Link
                  to={`/admin/patients/${item.patient.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {item.patient.name}
                </Link>
              ) : (
                item.patient.name
              )}
            </Row>
            <Row term="Status">{statusLabels[item.paymentStatus]}</Row>
            <Row term="Attendance">
              {item.attendance === "attended"
                ? "Attended"
                : item.attendance === "no_show"
                  ? "No-show"
                  : "Not marked"}
            </Row>
            <Row term="Reference">{item.reference}</Row>
          </dl>
          {item.meetingLink && <JoinMeetingLink href={item.meetingLink} />}
          {markable && !started && (
            <p id="attendance-hint" className="text-sm text-slate-700">
              Attendance can be marked once the appointment has started.
            </p>
          )}
          <p
            role="status"
            data-testid="attendance-message"
            className={said?.tone === "error" ? "font-semibold text-red-700" : "font-semibold text-green-800"}
          >
            {said?.text ?? ""}
          </p>
          <SessionNoteSection key={item.bookingId} bookingId={item.bookingId} zone={zone} />
        </div>
      )}
    </Drawer>
  );
}
