import { type MeasurementSession, measurementMessages } from "@clinic/contract/measurements";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { clinic } from "../../content/clinic";
import { todayKey } from "../../lib/clinic-zone";
import { MeasurementForm } from "./measurement-form";
import { measurementsApi, measurementsKey } from "./measurements-api";
import { ProgressReport } from "./progress-report";
import { SessionTable, sessionName } from "./session-table";

// Pure: a page that imports this feature for another part does not keep this module for the call.
const MeasurementsChart = /* @__PURE__ */ lazy(() => import("./measurements-chart"));

/**
 * The patient page's lymphoedema tracker (issue 23; decision 0107): the entry form, the chart, the
 * sessions with their flags, the CSV and the printable progress report.
 */
export function MeasurementsSection({
  patientId,
  patientName,
  zone,
  editable,
}: {
  patientId: string;
  patientName: string;
  zone: string;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: measurementsKey(patientId),
    queryFn: ({ signal }) => measurementsApi.list(patientId, signal),
  });
  const [deleting, setDeleting] = useState<MeasurementSession | null>(null);
  const [correcting, setCorrecting] = useState<MeasurementSession | null>(null);
  const [printing, setPrinting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: measurementsKey(patientId) });

  // The booking drawer's "Measurements" link lands here: the page above loads first, so scroll once.
  useEffect(() => {
    if (window.location.hash === "#patient-measurements")
      document.getElementById("patient-measurements")?.scrollIntoView();
  }, []);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    // The sheet stays until the print dialog closes; on screen it is never shown (progress-print.css).
    window.addEventListener("afterprint", done);
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("afterprint", done);
    };
  }, [printing]);

  const remove = useMutation({
    mutationFn: (session: MeasurementSession) => measurementsApi.remove(patientId, session.id),
    onSuccess: async () => {
      toast.success(measurementMessages.deleted);
      await refresh();
    },
    onError: (e) =>
      toast.error("Error", { description: e instanceof Error ? e.message : "Nothing was deleted." }),
    onSettled: () => setDeleting(null),
  });

  const data = query.data;
  return (
    <div className="space-y-6">
      {editable && (
        // A new key for each session corrected: the form starts again from that session's values.
        <MeasurementForm
          key={correcting?.id ?? "new"}
          patientId={patientId}
          zone={zone}
          correcting={correcting ?? undefined}
          onRecorded={() => {
            setCorrecting(null);
            void refresh();
          }}
          onCancelCorrection={() => setCorrecting(null)}
        />
      )}
      {query.isPending && <p className="text-slate-700">Loading measurements…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {measurementMessages.failedLoad}
        </p>
      )}
      {data && (
        <div className="space-y-4" data-testid="measurements-history">
          {data.sessions.length > 0 && (
            <>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonStyles.secondary} onClick={() => setPrinting(true)}>
                  Print report
                </button>
                <a className={buttonStyles.secondary} href={measurementsApi.csvUrl(patientId)} download>
                  Download CSV
                </a>
              </div>
              <Suspense fallback={<p className="text-slate-700">Loading chart…</p>}>
                <MeasurementsChart sessions={data.sessions} thresholds={data.thresholds} />
              </Suspense>
            </>
          )}
          <SessionTable
            data={data}
            onCorrect={editable ? setCorrecting : undefined}
            onDelete={editable ? setDeleting : undefined}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete measurement"
        question={
          deleting
            ? `Delete the ${sessionName(deleting)}? Its volumes leave the chart; if it was the limb's first session, the next one becomes the baseline.`
            : ""
        }
        confirmLabel="Delete measurement"
        dismissLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {printing &&
        data &&
        createPortal(
          <ProgressReport
            patientName={patientName}
            clinicName={clinic.name}
            data={data}
            printedOn={todayKey(zone)}
          />,
          document.body,
        )}
    </div>
  );
}
