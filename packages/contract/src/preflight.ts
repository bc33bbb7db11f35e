import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";

/**
 * The going-live check (decision 0091): `npm run preflight` prints it and GET /api/admin/preflight
 * answers it for the dashboard's 'Ready to go live?' card. The server computes both; one source.
 */
export const preflightLevels = ["ok", "warn", "blocks"] as const;
export type PreflightLevel = (typeof preflightLevels)[number];

export const preflightCheckSchema = z.object({
  /** Stable name of the check (tests and scripts key on it), e.g. `payment-provider`. */
  id: z.string(),
  level: z.enum(preflightLevels),
  /** What was found, in one line. */
  title: z.string(),
  /** What to do about it; for an ok check, what it means. */
  action: z.string(),
});
export type PreflightCheck = z.infer<typeof preflightCheckSchema>;

export const preflightReportSchema = z.object({
  checks: z.array(preflightCheckSchema),
  /** True when at least one check blocks launch (the command exits 1). */
  blocksLaunch: z.boolean(),
  checkedAt: z.string(),
});
export type PreflightReport = z.infer<typeof preflightReportSchema>;
export const preflightResponseSchema = successEnvelopeSchema(preflightReportSchema);

/** How each level is printed by the command and labelled on the card. */
export const preflightLevelLabels: Record<PreflightLevel, string> = {
  ok: "ok",
  warn: "warn",
  blocks: "BLOCKS LAUNCH",
};

/**
 * The specification's placeholder clinic, as apps/web/src/content/clinic.ts ships it: a site still
 * showing one of these has not been made the clinic's own (README "Making the site yours").
 */
export const placeholderClinic = {
  name: "Healing Touch Physiotherapy",
  phoneE164: "+919876543210",
  email: "care@healingtouch.example",
  placeId: "ChIJexamplePlaceIdHealingTouch",
} as const;
