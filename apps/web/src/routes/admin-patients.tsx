import { PatientsPage } from "../features/patients";

/** /admin/patients (issue 20: patient records, searched by name, phone or email). */
export default function AdminPatientsRoute() {
  return <PatientsPage />;
}
