/**
 * Where a setting the environment can fix comes from (DESIGN.md "Where each setting lives"; decision
 * 0118): the clinic's time zone, the admin email, the Razorpay keys.
 */
export type SettingSource = "environment" | "settings" | "default";

export type Effective<T> = { value: T; source: SettingSource };

/**
 * A setting's value: the environment's when it gives one (Settings then shows it as "set by the
 * server" and cannot change it), else the value saved in Settings, else the default.
 */
export function effective<T>(environment: T | undefined, stored: T | undefined, fallback: T): Effective<T> {
  if (environment !== undefined) return { value: environment, source: "environment" };
  if (stored !== undefined) return { value: stored, source: "settings" };
  return { value: fallback, source: "default" };
}
