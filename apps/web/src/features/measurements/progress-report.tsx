import { limbLabels, type Measurements } from "@clinic/contract/measurements";
import { lazy, Suspense } from "react";
import { flagLabel, millilitres, percent, shortDay } from "./flag-badge";
import "./progress-print.css";

// Pure: a page that imports this feature for another part does not keep this module for the call.
const MeasurementsChart = /* @__PURE__ */ lazy(() => import("./measurements-chart"));

/**
 * The printable one-page progress report for the patient's file or their oncologist: who, the
 * latest session, the charts at a fixed size and the last sessions' figures. No clinical notes
 * (they are the practitioner's own); the home-care note is the patient's anyway.
 */
export function ProgressReport({
  patientName,
  clinicName,
  data,
  printedOn,
}: {
  patientName: string;
  clinicName: string;
  data: Measurements;
  printedOn: string;
}) {
  const latest = data.sessions.at(-1);
  const first = data.sessions[0];
  // The last 12 sessions fit one page below the charts.
  const recent = data.sessions.slice(-12).reverse();
  return (
    <div className="progress-print-sheet" data-testid="progress-print-sheet">
      <h1 style={{ fontSize: "15pt", margin: 0 }}>Lymphoedema progress report</h1>
      <p style={{ margin: "0.1cm 0 0.3cm" }}>
        {patientName} · {clinicName} · printed {shortDay(printedOn)}
        {first && latest ? ` · sessions from ${shortDay(first.takenOn)} to ${shortDay(latest.takenOn)}` : ""}
      </p>
      {latest && (
        <p style={{ margin: "0 0 0.3cm" }}>
          Latest ({shortDay(latest.takenOn)}, {limbLabels[latest.limb].toLowerCase()}): affected{" "}
          {millilitres(latest.affectedVolumeMl)}, other {millilitres(latest.otherVolumeMl)}, difference{" "}
          {percent(latest.differencePercent)}; {flagLabel(latest.flag, data.thresholds).toLowerCase()}
          {latest.islStage ? `; ISL stage ${latest.islStage}` : ""}.
        </p>
      )}
      <Suspense fallback={null}>
        <MeasurementsChart sessions={data.sessions} thresholds={data.thresholds} width={640} />
      </Suspense>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Limb</th>
            <th>Affected</th>
            <th>Other</th>
            <th>Difference</th>
            <th>Since first</th>
            <th>Flag</th>
          </tr>
        </thead>
        <tbody>
          {recent.map((s) => (
            <tr key={s.id}>
              <td>{shortDay(s.takenOn)}</td>
              <td>{limbLabels[s.limb]}</td>
              <td>{millilitres(s.affectedVolumeMl)}</td>
              <td>{millilitres(s.otherVolumeMl)}</td>
              <td>{percent(s.differencePercent)}</td>
              <td>{percent(s.volumeChangePercent)}</td>
              <td>{flagLabel(s.flag, data.thresholds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: "0.3cm", fontSize: "8.5pt" }}>
        Volumes by the truncated-cone formula V = h·(C1² + C1·C2 + C2²)/(12π) per segment; difference =
        (affected − other) / other × 100.
      </p>
    </div>
  );
}
