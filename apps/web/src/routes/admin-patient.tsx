import { lazy } from "react";
import { useParams } from "react-router";

// Loaded when the page opens (decision 0111).
const PatientPage = lazy(() => import("../features/patients").then((m) => ({ default: m.PatientPage })));

/** /admin/patients/{patientId}: one patient's record. */
export default function AdminPatientRoute() {
  const { patientId = "" } = useParams();
  // A new record (after a split or a merge link) starts from a fresh page state.
  return <PatientPage key={patientId} patientId={patientId} />;
}
