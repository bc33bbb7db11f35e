import { reminderLabels } from "@clinic/contract/measurement-reminders";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api } from "../../lib/api-client";
import { shortDay } from "./flag-badge";

const patientPath = (id: string) => `/admin/patients/${encodeURIComponent(id)}#patient-measurements`;

/**
 * The dashboard's lymphoedema reminders (decision 0107): garments to replace and limbs to re-measure,
 * overdue or due in the next two weeks, each linked to the patient's measurements. Hidden when none.
 */
export function MeasurementRemindersCard() {
  const query = useQuery({
    queryKey: ["admin", "measurement-reminders"],
    queryFn: ({ signal }) => api.get.data("/api/admin/measurement-reminders", { signal }),
  });
  const list = query.data;
  if (!list || list.length === 0) return null;
  return (
    <section aria-labelledby="reminders-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="reminders-heading" className="text-lg font-semibold text-slate-900">
        Lymphoedema reminders
      </h2>
      <ul className="mt-3 divide-y divide-slate-200" data-testid="measurement-reminders">
        {list.map((r) => (
          <li key={`${r.patientId}-${r.kind}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
            <Link
              to={patientPath(r.patientId)}
              className="min-w-0 flex-1 font-semibold text-brand-800 underline"
            >
              {r.patientName || "(no name)"}
            </Link>
            <span className="text-slate-900">{reminderLabels[r.kind]}</span>
            <span className={r.overdue ? "font-semibold text-red-800" : "text-slate-700"}>
              {r.overdue ? `Overdue since ${shortDay(r.dueOn)}` : `Due ${shortDay(r.dueOn)}`}
            </span>
            <span className="text-sm text-slate-700">
              {r.sentAt ? "Patient reminded by email" : "Not sent yet"}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
