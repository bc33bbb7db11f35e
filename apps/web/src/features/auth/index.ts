export { useSignOut, useStaffRole } from "./auth-api";
