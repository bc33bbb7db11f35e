/**
 * Every unsafe request to /api/admin and /api/auth carries this header (cross-site forms cannot).
 * A module of its own, with no zod: the web app's API client imports it on every page, and the
 * public pages' first load must not carry the schema library (auth.ts re-exports it).
 */
export const csrfHeaderName = "X-Clinic-Request";
export const csrfHeaderValue = "1";
