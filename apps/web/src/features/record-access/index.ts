/** Record access on the manage page (decision 0113): the record session and the code step before it. */
export { RecordCodeStep } from "./code-step";
export { manageHeaders } from "./record-access-api";
export { RecordSessionProvider, useRecordSession } from "./record-session";
