/** What other features use of the lymphoedema tracker (decision 0107). */

export { measurementsApi, measurementsKey } from "./measurements-api";
export { MeasurementsSection } from "./measurements-section";
export { MyMeasurementsSection } from "./my-measurements";
export { MeasurementRemindersCard } from "./reminders-card";
