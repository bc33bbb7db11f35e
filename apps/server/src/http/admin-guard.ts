import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { errorBody } from "./http-error";

/**
 * The one place that decides whether a request comes from a signed-in admin. Every
 * `/api/admin/*` route and the admin-booking path use it.
 *
 * Placeholder until admin sign-in lands (issue 4): there are no sessions yet, so nobody
 * is an admin and every admin call is refused with 401.
 */
export async function isAdminRequest(_c: Context<AppEnv>): Promise<boolean> {
  return false;
}

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (await isAdminRequest(c)) return next();
  return c.json(errorBody(c, "unauthenticated", "Please sign in to continue."), 401);
};
