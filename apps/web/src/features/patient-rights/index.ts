export { PatientDataSection } from "./patient-data-section";
