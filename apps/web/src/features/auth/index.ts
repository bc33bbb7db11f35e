export { useSignOut } from "./auth-api";
