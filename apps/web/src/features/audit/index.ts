export { AuditLogPanel } from "./audit-log-panel";
