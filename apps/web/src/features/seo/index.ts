export { ClinicStructuredData } from "./clinic-structured-data";
