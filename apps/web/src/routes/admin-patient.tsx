import { useParams } from "react-router";
import { PatientPage } from "../features/patients";

/** /admin/patients/{patientId}: one patient's record. */
export default function AdminPatientRoute() {
  const { patientId = "" } = useParams();
  // A new record (after a split or a merge link) starts from a fresh page state.
  return <PatientPage key={patientId} patientId={patientId} />;
}
