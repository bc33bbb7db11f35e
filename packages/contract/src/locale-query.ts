import { z } from "zod";
import { locales } from "./locales";

/**
 * `?locale=` of a public call whose answer names things in the patient's language (a kind, a package, a
 * payment link's purpose, a Google review's age); English when absent. Apart from locales.ts, which
 * every public page imports without zod.
 */
export const localeQuerySchema = z.object({ locale: z.enum(locales).optional() });
