import type { AdminSlot } from "@clinic/contract/admin-slots";
import { formatDateTime } from "@clinic/contract/format";
import { type AdminIntakeView, answerText } from "@clinic/contract/intake-form";
import { formatPatientPhone } from "@clinic/contract/patients";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { compactButton } from "../../components/ui/button-styles";
import { adminBookingsApi } from "./admin-bookings-api";
import "./intake-print.css";

/** The answered questions, in the form's order, each answer as text (never HTML). */
function Answers({ intake }: { intake: AdminIntakeView }) {
  const answered = intake.form.questions.filter((q) => intake.answers?.[q.id] !== undefined);
  return (
    <dl>
      {answered.map((q) => (
        <div key={q.id} className="border-t border-slate-100 py-2 first:border-t-0">
          <dt className="text-sm font-medium text-slate-700">{q.label}</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-slate-900">
            {answerText(q, intake.answers?.[q.id])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The booking's intake in the admin's drawer: the answers, the photos (admin-only URLs, the session
 * cookie checked by the server) and "Print summary", which prints one page with the patient, the
 * consultation, the answers and the photos.
 */
export function IntakeSummary({ slot, zone }: { slot: AdminSlot; zone: string }) {
  const bookingId = slot.booking?.bookingId ?? "";
  const query = useQuery({
    queryKey: ["admin-intake", bookingId],
    queryFn: ({ signal }) => adminBookingsApi.intake(bookingId, signal),
    enabled: bookingId !== "",
  });
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    // The sheet stays until the print dialog closes; on screen it is never shown (intake-print.css).
    window.addEventListener("afterprint", done);
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing]);

  const intake = query.data;
  const heading = (
    <h3 className="mt-6 border-t border-slate-200 pt-4 text-lg font-semibold text-slate-900">Intake form</h3>
  );
  if (query.isPending)
    return (
      <section aria-label="Intake form">
        {heading}
        <p className="text-slate-700">Loading…</p>
      </section>
    );
  if (query.isError || !intake)
    return (
      <section aria-label="Intake form">
        {heading}
        <p className="text-red-800">
          The intake form could not be loaded: {(query.error as Error | null)?.message}
        </p>
      </section>
    );
  const empty = !intake.answers && intake.photos.length === 0;
  const b = slot.booking;
  return (
    <section aria-label="Intake form">
      {heading}
      {empty ? (
        <p className="text-slate-700">The patient has not filled in the intake form yet.</p>
      ) : (
        <>
          {intake.updatedAt && (
            <p className="text-sm text-slate-700">Last changed {formatDateTime(intake.updatedAt, zone)}</p>
          )}
          {intake.answers ? <Answers intake={intake} /> : <p className="text-slate-700">No answers yet.</p>}
          {intake.photos.length > 0 && (
            <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Intake photos">
              {intake.photos.map((p, i) => (
                <li key={p.id}>
                  <a href={p.url} target="_blank" rel="noopener noreferrer" className="block">
                    <img
                      src={p.url}
                      alt={`Sent with the intake, ${i + 1} of ${intake.photos.length}`}
                      className="aspect-square w-full rounded-md border border-slate-200 object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={`${compactButton} mt-4 border-brand-700 bg-white text-brand-800`}
            onClick={() => setPrinting(true)}
          >
            Print summary
          </button>
        </>
      )}
      {printing &&
        createPortal(
          <div className="intake-print-sheet" data-testid="intake-print-sheet">
            <h1 className="text-xl font-bold">Intake summary: {b?.customerName}</h1>
            <p>
              Consultation {formatDateTime(slot.startAt, zone)} · Reference {b?.reference} ·{" "}
              {formatPatientPhone(b?.customerPhone ?? null)} · {b?.customerEmail}
            </p>
            <Answers intake={intake} />
            {intake.photos.map((p, i) => (
              <img
                key={p.id}
                src={p.url}
                alt={`Sent with the intake, ${i + 1}`}
                className="mr-2 inline-block"
              />
            ))}
          </div>,
          document.body,
        )}
    </section>
  );
}
