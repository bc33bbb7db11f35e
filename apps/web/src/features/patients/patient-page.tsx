import { formatDate, formatDateTime, formatTime } from "@clinic/contract/format";
import { formatPatientPhone, type PatientBooking, patientMessages } from "@clinic/contract/patients";
import { roleGroups, roleMay } from "@clinic/contract/staff";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { useClinicZone } from "../../lib/clinic-zone";
import { downloadJson } from "../../lib/download";
import { useStaffRole } from "../auth";
import { CareTrendsSection } from "../care-trends";
import { PatientProgramme } from "../exercises";
import { PatientGarmentCheckIns } from "../garment-check-ins";
import { MeasurementsSection } from "../measurements";
import { PatientPackages, purchasesKey } from "../packages";
import { PatientQuestionnaires } from "../questionnaires";
import { BookSeriesButton } from "../series";
import { PatientSessionNotes } from "../session-notes";
import { LinkSuggestions } from "./link-suggestions";
import { MergeDialog } from "./merge-dialog";
import { PatientBookings } from "./patient-bookings";
import { PatientNotes } from "./patient-notes";
import { ConsentList, IntakeList, MessageList, RecordSection } from "./patient-record-sections";
import { patientKey, patientPath, patientsApi } from "./patients-api";

/** /admin/patients/{patientId}: one record with its bookings, consents, intake, messages and notes. */
export function PatientPage({ patientId }: { patientId: string }) {
  const zone = useClinicZone();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: patientKey(patientId),
    queryFn: ({ signal }) => patientsApi.get(patientId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
  const [merging, setMerging] = useState(false);
  const [splitting, setSplitting] = useState<PatientBooking | null>(null);
  const [erasing, setErasing] = useState(false);
  const role = useStaffRole();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  // A series adds bookings to this record and takes sessions from the package that pays them.
  const bookedSeries = () => {
    void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    void queryClient.invalidateQueries({ queryKey: purchasesKey(patientId) });
  };
  const split = useMutation({
    mutationFn: (v: { patientId: string; bookingId: string }) => patientsApi.split(v.patientId, v.bookingId),
    onSuccess: async () => {
      toast.success(patientMessages.split);
      await refresh();
    },
    onError: (e) =>
      toast.error("Error", { description: e instanceof Error ? e.message : "The booking was not moved." }),
    onSettled: () => setSplitting(null),
  });
  const erase = useMutation({
    mutationFn: (id: string) => patientsApi.erase(id),
    onSuccess: async () => {
      toast.success("Patient data erased");
      await refresh();
    },
    onError: (e) =>
      toast.error("Error", { description: e instanceof Error ? e.message : "Nothing was erased." }),
    onSettled: () => setErasing(false),
  });
  const busy = split.isPending || erase.isPending;

  const back = (
    <Link to="/admin/patients" className="text-brand-800 underline">
      Back to patients
    </Link>
  );
  if (!zone || query.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  if (query.isError)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-700">
          {query.error instanceof ApiError
            ? query.error.message
            : "Failed to load this patient. Please try again."}
        </p>
        {back}
      </div>
    );
  const { patient, linkSuggestions, bookings, consents, intakes, messages, notes } = query.data;
  const editable = !patient.mergedInto && !patient.erasedAt;
  // The front desk's record has no clinical data (issue 34): its sections and the export are not offered.
  const clinical = !query.data.clinicalHidden;
  const download = async () => {
    try {
      downloadJson(await patientsApi.exportRecord(patient.id), `patient-${patient.id}.json`);
    } catch (e) {
      toast.error("Error", { description: e instanceof Error ? e.message : "The data was not exported." });
    }
  };
  return (
    <div className="space-y-6">
      {back}
      <section aria-labelledby="patient-name" className="rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="patient-name" className="text-2xl font-semibold break-words text-slate-900">
              {patient.name || "(no name)"}
            </h2>
            <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-700">Email</dt>
              <dd className="break-words text-slate-900">{patient.email ?? "-"}</dd>
              <dt className="text-slate-700">Phone</dt>
              <dd className="text-slate-900 tabular-nums">{formatPatientPhone(patient.phone) || "-"}</dd>
              <dt className="text-slate-700">Last visit</dt>
              <dd className="text-slate-900">
                {patient.lastVisitAt
                  ? `${formatDate(patient.lastVisitAt, zone)}, ${formatTime(patient.lastVisitAt, zone)}`
                  : "-"}
              </dd>
              <dt className="text-slate-700">Record since</dt>
              <dd className="text-slate-900">{formatDateTime(patient.createdAt, zone)}</dd>
            </dl>
          </div>
          {!patient.mergedInto && (
            <div className="flex flex-wrap gap-2">
              {clinical && (
                <button type="button" className={buttonStyles.secondary} onClick={() => void download()}>
                  Download data
                </button>
              )}
              {editable && (
                <>
                  <button type="button" className={buttonStyles.secondary} onClick={() => setMerging(true)}>
                    Merge another record
                  </button>
                  {roleMay(roleGroups.owner, role) && (
                    <button type="button" className={buttonStyles.secondary} onClick={() => setErasing(true)}>
                      Erase data
                    </button>
                  )}
                </>
              )}
            </div>
          )}
        </div>
        {patient.mergedInto && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
            This record was merged into another.{" "}
            <Link to={patientPath(patient.mergedInto)} className="font-semibold underline">
              Open the record it was merged into
            </Link>
          </p>
        )}
        {patient.erasedAt && (
          <p className="mt-3 rounded-lg bg-slate-100 p-3 text-slate-900">
            This record was erased on {formatDateTime(patient.erasedAt, zone)}.
          </p>
        )}
      </section>
      <LinkSuggestions patientId={patient.id} suggestions={linkSuggestions} onChanged={refresh} />
      <RecordSection id="patient-bookings" title={`Bookings (${bookings.length})`}>
        <PatientBookings
          bookings={bookings}
          zone={zone}
          onSplit={editable && bookings.length > 1 ? setSplitting : undefined}
        />
      </RecordSection>
      <RecordSection id="patient-packages" title="Packages">
        <PatientPackages
          patientId={patient.id}
          zone={zone}
          editable={editable}
          actions={<BookSeriesButton patientId={patient.id} zone={zone} onBooked={bookedSeries} />}
        />
      </RecordSection>
      {clinical ? (
        <>
          <RecordSection id="patient-measurements" title="Measurements">
            <MeasurementsSection
              patientId={patient.id}
              patientName={patient.name}
              zone={zone}
              editable={editable}
            />
          </RecordSection>
          <RecordSection
            id="patient-care-trends"
            title="Beside volume: garment wear and questionnaire totals"
          >
            <CareTrendsSection patientId={patient.id} zone={zone} />
          </RecordSection>
          <RecordSection id="patient-garment-check-ins" title="Garment check-ins">
            <PatientGarmentCheckIns patientId={patient.id} zone={zone} editable={editable} />
          </RecordSection>
          <RecordSection id="patient-exercises" title="Exercise programme">
            <PatientProgramme patientId={patient.id} editable={editable} />
          </RecordSection>
          <RecordSection id="patient-questionnaires" title="Questionnaires">
            <PatientQuestionnaires patientId={patient.id} zone={zone} editable={editable} />
          </RecordSection>
          <RecordSection id="patient-session-notes" title="Session notes">
            <PatientSessionNotes patientId={patient.id} zone={zone} />
          </RecordSection>
          <RecordSection id="patient-notes" title="Private notes">
            <PatientNotes
              patientId={patient.id}
              notes={notes}
              zone={zone}
              editable={editable}
              onChanged={refresh}
            />
          </RecordSection>
          <RecordSection id="patient-intake" title="Intake answers">
            <IntakeList intakes={intakes} questions={query.data.intakeQuestions} zone={zone} />
          </RecordSection>
        </>
      ) : (
        <p data-testid="clinical-hidden" className="rounded-lg bg-slate-100 p-3 text-slate-900">
          Measurements, session notes, private notes and intake answers are for the clinic's practitioners.
        </p>
      )}
      <RecordSection id="patient-consents" title="Consents">
        <ConsentList consents={consents} zone={zone} />
      </RecordSection>
      <RecordSection id="patient-messages" title="Messages sent">
        <MessageList messages={messages} zone={zone} />
      </RecordSection>
      <ConfirmDialog
        open={erasing}
        title="Erase this patient's data"
        question={`Erase ${patient.name || "this patient"}'s contact details, intake answers, photos, notes, measurements and booking notes? Dates, amounts and payment references stay, as accounting law requires. This cannot be undone.`}
        confirmLabel="Erase data"
        dismissLabel="Keep data"
        busy={busy}
        onConfirm={() => erase.mutate(patient.id)}
        onCancel={() => setErasing(false)}
      />
      <MergeDialog open={merging} patient={patient} onClose={() => setMerging(false)} onMerged={refresh} />
      <ConfirmDialog
        open={splitting !== null}
        title="Split booking into a new record"
        question={
          splitting
            ? `Move booking ${splitting.reference} (${splitting.customerName}) with its consents and messages to a new patient record?`
            : ""
        }
        confirmLabel="Split booking"
        dismissLabel="Keep it here"
        tone="primary"
        busy={busy}
        onConfirm={() => splitting && split.mutate({ patientId: patient.id, bookingId: splitting.bookingId })}
        onCancel={() => setSplitting(null)}
      />
    </div>
  );
}
