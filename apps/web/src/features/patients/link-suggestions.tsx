import { type LinkSuggestion, patientMessages } from "@clinic/contract/patients";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { patientPath, patientsApi } from "./patients-api";

/**
 * Suggested links waiting on the admin (decision 0114): a booking that shares a record's keys was
 * kept apart because its email, or its WhatsApp number, is not that record's. Each callout says what
 * the two share and links to the other record; "Merge records" asks first, "Not the same person"
 * keeps them apart for good. A merge keeps the older record: when that is the other one, the page
 * moves there.
 */
export function LinkSuggestions({
  patientId,
  suggestions,
  onChanged,
}: {
  patientId: string;
  suggestions: LinkSuggestion[];
  onChanged(): Promise<unknown>;
}) {
  const navigate = useNavigate();
  const headingId = useId();
  const [asked, setAsked] = useState<LinkSuggestion | null>(null);
  const merge = useMutation({
    mutationFn: (s: LinkSuggestion) => patientsApi.confirmLink(patientId, s.id),
    onSuccess: async ({ patientId: kept }) => {
      toast.success(patientMessages.merged);
      setAsked(null);
      await onChanged();
      if (kept !== patientId) await navigate(patientPath(kept));
    },
    onError: (e) => toast.error("Error", { description: e.message || "The records were not merged." }),
  });
  const dismiss = useMutation({
    mutationFn: (s: LinkSuggestion) => patientsApi.dismissLink(patientId, s.id),
    onSuccess: async () => {
      toast.success(patientMessages.linkDismissed);
      await onChanged();
    },
    onError: (e) => toast.error("Error", { description: e.message || "Nothing was changed." }),
  });
  if (suggestions.length === 0) return null;
  const busy = merge.isPending || dismiss.isPending;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-700 bg-amber-50 p-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {suggestions.length === 1 ? "Suggested link" : `Suggested links (${suggestions.length})`}
      </h2>
      <p className="mt-1 text-slate-800">
        A booking was kept in a record of its own: its email or WhatsApp number is not the one on file. Check
        whether it is the same person.
      </p>
      <ul className="mt-3 space-y-3">
        {suggestions.map((s) => (
          <li key={s.id} className="rounded-lg border border-amber-200 bg-white p-3">
            <p className="font-semibold text-slate-900">{s.text}.</p>
            <Link to={patientPath(s.otherPatient.id)} className="text-brand-800 underline">
              Open the other record ({s.otherPatient.name || "no name"})
            </Link>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={busy}
                onClick={() => setAsked(s)}
              >
                Merge records
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                onClick={() => dismiss.mutate(s)}
              >
                Not the same person
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title="Merge patient records"
        question={
          asked
            ? `${asked.text}. Merge only if you are sure it is the same person. Every booking, consent, note and message moves into the older of the two records, and the newer one will point to it.`
            : ""
        }
        confirmLabel="Merge records"
        dismissLabel="Not now"
        tone="primary"
        busy={merge.isPending}
        onConfirm={() => asked && merge.mutate(asked)}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
