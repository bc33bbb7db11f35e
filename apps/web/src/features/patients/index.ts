/** What other features use of Patients: the pages (for their routes) and a record's address. */
export { PatientPage } from "./patient-page";
export { patientPath } from "./patients-api";
export { PatientsPage } from "./patients-page";
