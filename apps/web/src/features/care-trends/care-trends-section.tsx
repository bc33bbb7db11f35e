import { dateKeyInZone } from "@clinic/contract/slot-generator";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useMemo } from "react";
import { checkInsApi, patientCheckInsKey } from "../garment-check-ins";
import { measurementsApi, measurementsKey } from "../measurements";
import { patientQuestionnairesKey, questionnairesApi } from "../questionnaires";
import { trendRows } from "./trend-rows";

// Pure: a page that imports this feature for another part does not keep this module for the call.
const CareTrendsChart = /* @__PURE__ */ lazy(() => import("./care-trends-chart"));

/**
 * The patient page's "Beside volume" (issue 36, clinical roles): the tracker's difference, the garment
 * check-ins' hours and the questionnaires' totals on one line of dates. The three lists are the ones the
 * page's own sections read (the same queries), so nothing is asked for twice.
 */
export function CareTrendsSection({ patientId, zone }: { patientId: string; zone: string }) {
  const measurements = useQuery({
    queryKey: measurementsKey(patientId),
    queryFn: ({ signal }) => measurementsApi.list(patientId, signal),
  });
  const checkIns = useQuery({
    queryKey: patientCheckInsKey(patientId),
    queryFn: ({ signal }) => checkInsApi.ofPatient(patientId, signal),
  });
  const questionnaires = useQuery({
    queryKey: patientQuestionnairesKey(patientId),
    queryFn: ({ signal }) => questionnairesApi.ofPatient(patientId, signal),
  });
  const trends = useMemo(
    () =>
      trendRows(
        measurements.data?.sessions ?? [],
        checkIns.data?.items ?? [],
        questionnaires.data?.items ?? [],
        (at) => dateKeyInZone(new Date(at), zone),
      ),
    [measurements.data, checkIns.data, questionnaires.data, zone],
  );
  if (!trends.domain)
    return (
      <p className="text-slate-700">
        Measurements, check-in answers and questionnaire totals are charted here as they come in.
      </p>
    );
  return (
    <Suspense fallback={<p className="text-slate-700">Loading the charts…</p>}>
      <CareTrendsChart trends={trends} />
    </Suspense>
  );
}
