import { slotMessages } from "@clinic/contract/admin-slots";
import { ApiError } from "../../lib/api-client";

/**
 * The toast title for a failed slot call (list, bulk create, status change, delete): a 401 (no
 * session any more) is the spec's 'Authentication required: Please log in to manage slots'
 * (admin.md §6, §8); anything else keeps the caller's text.
 */
export function slotCallErrorTitle(error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.status === 401 ? slotMessages.authRequired : otherwise;
}
