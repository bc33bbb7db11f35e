import { z } from "zod";

/**
 * Settings → Packages (issue 35): whether a no-show uses a package's session (the clinic's policy, told
 * to patients when they buy). Yes by default: the practitioner's time was kept for them.
 */
export const packageSettingsSchema = z.object({
  noShowUsesSession: z.boolean({ error: "Say whether a no-show uses a session of the package" }),
});
export type PackageSettings = z.infer<typeof packageSettingsSchema>;
export const packageSettingsDefaults: PackageSettings = { noShowUsesSession: true };
