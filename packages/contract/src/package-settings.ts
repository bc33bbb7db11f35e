import { z } from "zod";

/**
 * How the unused sessions of a package are refunded (issue 35): `pro_rata`, their share of the package's
 * price (the default); `less_single_price`, the price less the sessions used at the kind's single price
 * (never below nothing), for clinics whose package price is a discount on single sessions.
 */
export const refundRules = ["pro_rata", "less_single_price"] as const;
export type RefundRule = (typeof refundRules)[number];

/**
 * Settings → Packages (issue 35): whether a no-show uses a package's session (the clinic's policy, told
 * to patients when they buy; yes by default: the practitioner's time was kept for them), and how unused
 * sessions are refunded.
 */
export const packageSettingsSchema = z.object({
  noShowUsesSession: z.boolean({ error: "Say whether a no-show uses a session of the package" }),
  refundRule: z
    .enum(refundRules, { error: "Refund rule must be pro_rata or less_single_price" })
    .default("pro_rata"),
});
export type PackageSettings = z.output<typeof packageSettingsSchema>;
export const packageSettingsDefaults: PackageSettings = { noShowUsesSession: true, refundRule: "pro_rata" };

/** The money back for a package's unused sessions, by the clinic's rule (paise, never more than was paid). */
export function packageRefundAmount(a: {
  rule: RefundRule;
  amount: number;
  sessionsTotal: number;
  sessionsUnused: number;
  singlePrice: number;
}): number {
  if (a.sessionsUnused <= 0 || a.sessionsTotal <= 0) return 0;
  if (a.rule === "less_single_price")
    return Math.max(0, Math.min(a.amount, a.amount - (a.sessionsTotal - a.sessionsUnused) * a.singlePrice));
  return Math.floor((a.amount * a.sessionsUnused) / a.sessionsTotal);
}
