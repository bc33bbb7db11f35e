import { formatDateTime } from "@clinic/contract/format";
import { type IntakeQuestion, labelledAnswers } from "@clinic/contract/intake-form";
import { messageKindLabel } from "@clinic/contract/message-kinds";
import type { PatientConsent, PatientIntake, PatientMessage } from "@clinic/contract/patients";
import type { ReactNode } from "react";

/** A titled part of the patient page. */
export function RecordSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-700">{children}</p>;
}

const consentKinds: Record<string, string> = {
  processing: "Processing of their data",
  teleconsultation: "Tele-consultation",
};

/** Each consent: what, which notice, how it was given (online, or by phone with who took it), when. */
export function ConsentList({ consents, zone }: { consents: PatientConsent[]; zone: string }) {
  if (consents.length === 0) return <Empty>No consents recorded.</Empty>;
  return (
    <ul className="divide-y divide-slate-100">
      {consents.map((c) => (
        <li key={c.id} className="py-2">
          <p className="font-semibold text-slate-900">{consentKinds[c.kind] ?? c.kind}</p>
          <p className="text-sm text-slate-700">
            Notice {c.noticeVersion} ·{" "}
            {c.method === "phone" ? `by phone${c.takenBy ? `, taken by ${c.takenBy}` : ""}` : "online"} ·
            given {formatDateTime(c.givenAt, zone)}
            {c.withdrawnAt ? ` · withdrawn ${formatDateTime(c.withdrawnAt, zone)}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Each booking's intake answers under the form's labels, in the form's order; an answer to a question
 * the form no longer has keeps its id as its label.
 */
export function IntakeList({
  intakes,
  questions,
  zone,
}: {
  intakes: PatientIntake[];
  questions: IntakeQuestion[];
  zone: string;
}) {
  if (intakes.length === 0) return <Empty>No intake answers yet.</Empty>;
  return (
    <div className="space-y-4">
      {intakes.map((i) => (
        <article key={i.bookingId} aria-label={`Intake for booking ${i.reference}`}>
          <h3 className="font-semibold text-slate-900">
            Booking {i.reference} · updated {formatDateTime(i.updatedAt, zone)}
          </h3>
          <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            {labelledAnswers(questions, i.answers).map((a) => (
              <div key={a.id} className="contents">
                <dt className="text-sm font-medium text-slate-700">{a.label}</dt>
                <dd className="break-words whitespace-pre-line text-slate-900">{a.text}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}

/** What was sent to the patient (never its text). */
export function MessageList({ messages, zone }: { messages: PatientMessage[]; zone: string }) {
  if (messages.length === 0) return <Empty>No messages sent yet.</Empty>;
  return (
    <ul className="divide-y divide-slate-100">
      {messages.map((m) => (
        <li key={m.id} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span className="font-medium text-slate-900">
            {messageKindLabel(m.kind)} ({m.channel})
          </span>
          <span className="text-sm text-slate-700 tabular-nums">
            {formatDateTime(m.sentAt, zone)}
            {m.reference ? ` · ${m.reference}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
