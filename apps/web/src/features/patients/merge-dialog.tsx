import { formatPatientPhone, type PatientRow, patientMessages } from "@clinic/contract/patients";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { compactButton } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog, DialogDismiss } from "../../components/ui/dialog";
import { fieldControlClass } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { patientsApi } from "./patients-api";
import { usePatientSearch } from "./use-patient-search";

/**
 * Merge another record into this one: pick it by search (server-side, as the list), then confirm.
 * The other record's bookings, consents, notes and messages move here.
 */
export function MergeDialog({
  open,
  patient,
  onClose,
  onMerged,
}: {
  open: boolean;
  patient: { id: string; name: string };
  onClose(): void;
  onMerged(): void;
}) {
  const search = usePatientSearch(10);
  const searchId = useId();
  const [chosen, setChosen] = useState<PatientRow | null>(null);
  const candidates = (search.rows ?? []).filter((p) => p.id !== patient.id);
  const merge = useMutation({
    mutationFn: (other: PatientRow) => patientsApi.merge(patient.id, other.id),
    onSuccess: () => {
      toast.success(patientMessages.merged);
      setChosen(null);
      onClose();
      onMerged();
    },
    onError: (e) =>
      toast.error("Error", { description: e instanceof Error ? e.message : "The records were not merged." }),
  });
  return (
    <>
      <Dialog
        open={open && chosen === null}
        onClose={onClose}
        size="lg"
        title="Merge another record into this one"
        description={`Find the other record of ${patient.name}. Its bookings, consents, notes and messages will move here.`}
        footer={<DialogDismiss>Close</DialogDismiss>}
      >
        <label htmlFor={searchId} className="mt-4 block text-sm font-semibold text-slate-800">
          Name, phone or email
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          maxLength={100}
          className={`${fieldControlClass} w-full`}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
        <ul
          className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto"
          aria-label="Matching records"
          aria-busy={search.isFetching}
        >
          {candidates.length === 0 && search.rows && (
            <li className="py-2 text-slate-700">No other record matches.</li>
          )}
          {candidates.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold text-slate-900">{p.name}</span>
                <span className="block text-sm text-slate-700">
                  {[
                    p.email,
                    formatPatientPhone(p.phone),
                    `${p.bookingCount} booking${p.bookingCount === 1 ? "" : "s"}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              <button
                type="button"
                className={`${compactButton} border-brand-700 bg-white text-brand-800`}
                onClick={() => setChosen(p)}
                aria-label={`Merge ${p.name} (${p.email ?? formatPatientPhone(p.phone)}) into this record`}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
      <ConfirmDialog
        open={open && chosen !== null}
        title="Merge patient records"
        question={
          chosen
            ? `Move every booking, consent, note and message of ${chosen.name} (${chosen.bookingCount} booking${chosen.bookingCount === 1 ? "" : "s"}) into ${patient.name}'s record?`
            : ""
        }
        confirmLabel="Merge records"
        dismissLabel="Keep them apart"
        tone="primary"
        busy={merge.isPending}
        onConfirm={() => chosen && merge.mutate(chosen)}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
