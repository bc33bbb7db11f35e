/** What other features use of the weekly garment check-ins (issue 36; decision 0139). */

export { checkInsApi, patientCheckInsKey } from "./garment-check-ins-api";
export { MyGarmentCheckInsSection } from "./my-garment-check-ins";
export { PatientGarmentCheckIns } from "./patient-garment-check-ins";
