import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const PatientsPage = lazy(() => import("../features/patients").then((m) => ({ default: m.PatientsPage })));

/** /admin/patients (issue 20: patient records, searched by name, phone or email). */
export default function AdminPatientsRoute() {
  return <PatientsPage />;
}
