import { z } from "zod";
import { defaultBusinessHours, settingsRequestSchema } from "./admin-settings";
import {
  type MeasurementSettings,
  measurementSettingsDefaults,
  measurementSettingsSchema,
} from "./measurements";
import { type PackageSettings, packageSettingsDefaults, packageSettingsSchema } from "./package-settings";
import { type RetentionSettings, retentionDefaults, retentionSettingsSchema } from "./patient-rights";
import { type ReceiptSettings, receiptSettingsDefaults, receiptSettingsSchema } from "./receipts";
import { type UpiSettings, upiSettingsDefaults, upiSettingsSchema } from "./upi";

/**
 * Settings as stored (decision 0118): one row of the `settings` table per section, keyed by the
 * section's `key`, its value the JSON of the section's schema. A stored value is read once, through
 * its section's `parse`, and never throws: a field the schema does not name is dropped, and a field
 * that no longer fits (an older release wrote it, or a hand edit) reads as never saved, so its default
 * applies; `dropped` names such fields (never their values) for the server to log.
 */

/** A stored value as read: the typed value, and the fields that did not fit (by name only). */
export type SectionReading<T> = { value: T; dropped: string[] };

export type SettingSection<T, D> = {
  /** The row's key in the settings table. */
  key: string;
  /** The shape stored. */
  schema: z.ZodObject;
  /** What each setting is when nothing usable is stored (the environment may still fix some first). */
  defaults: D;
  parse(stored: unknown): SectionReading<T>;
};

/**
 * A section stored whole inside another (the general row's retention, tracker, receipts and UPI): a field
 * missing or bad takes its default, and when the whole no longer passes its rules (a threshold pair in
 * the wrong order) the section reads as never saved.
 */
type WholeSection<T> = { schema: z.ZodObject; defaults: T };

export const retentionSection: WholeSection<RetentionSettings> = {
  schema: retentionSettingsSchema,
  defaults: retentionDefaults,
};
export const measurementsSection: WholeSection<MeasurementSettings> = {
  schema: measurementSettingsSchema,
  defaults: measurementSettingsDefaults,
};
export const receiptsSection: WholeSection<ReceiptSettings> = {
  schema: receiptSettingsSchema,
  defaults: receiptSettingsDefaults,
};
export const upiSection: WholeSection<UpiSettings> = {
  schema: upiSettingsSchema,
  defaults: upiSettingsDefaults,
};
export const packagesSection: WholeSection<PackageSettings> = {
  schema: packageSettingsSchema,
  defaults: packageSettingsDefaults,
};

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "receipts.gstin": where a problem is, by field names only. */
function fieldPath(prefix: string, path: readonly PropertyKey[] = []): string {
  return [prefix.replace(/\.$/, ""), ...path.map(String)].filter(Boolean).join(".") || "(the whole section)";
}

function issuePaths(error: z.ZodError, prefix: string): string[] {
  return error.issues.map((issue) => fieldPath(prefix, issue.path));
}

/**
 * The fields of `stored` that pass their own schema, over `fill`. A field the schema does not name is
 * left out silently; one that fails is left out and named in `dropped`. A nested section is read whole
 * (`readWhole`).
 */
function readFields(
  schema: z.ZodObject,
  stored: unknown,
  fill: object,
  nested: Readonly<Record<string, WholeSection<object>>>,
  path: string,
  dropped: string[],
): Fields {
  const fields: Fields = { ...fill };
  if (stored === undefined || stored === null) return fields;
  if (!isFields(stored)) {
    dropped.push(fieldPath(path));
    return fields;
  }
  for (const [name, fieldSchema] of Object.entries(schema.shape)) {
    const value = stored[name];
    if (value === undefined) continue;
    const section = nested[name];
    const read = section
      ? readWhole(section, value, `${path}${name}.`, dropped)
      : z.safeParse(fieldSchema, value);
    if (read.success) fields[name] = read.data;
    else if (!section) dropped.push(fieldPath(path, [name]));
  }
  return fields;
}

function readWhole(
  section: WholeSection<object>,
  stored: unknown,
  path: string,
  dropped: string[],
): { success: true; data: unknown } | { success: false } {
  if (!isFields(stored)) {
    dropped.push(fieldPath(path));
    return { success: false };
  }
  const whole = section.schema.safeParse(
    readFields(section.schema, stored, section.defaults, {}, path, dropped),
  );
  if (whole.success) return whole;
  dropped.push(...issuePaths(whole.error, path));
  return { success: false };
}

/**
 * A section read field by field. `fill`: what a field stored without, or with a bad value, reads as
 * (none: it stays out, and the reader's default applies); `absent`: what the row reads as when there
 * is none, or when what is left fails the section's schema (a required field is missing).
 */
function defineSection<S extends z.ZodObject, A, D>(o: {
  key: string;
  schema: S;
  defaults: D;
  fill?: Fields;
  absent: A;
  nested?: Readonly<Record<string, WholeSection<object>>>;
}): SettingSection<z.output<S> | A, D> {
  return {
    key: o.key,
    schema: o.schema,
    defaults: o.defaults,
    parse(stored) {
      const dropped: string[] = [];
      if (stored === undefined || stored === null) return { value: o.absent, dropped };
      const fields = readFields(o.schema, stored, o.fill ?? {}, o.nested ?? {}, "", dropped);
      const whole = o.schema.safeParse(fields);
      if (whole.success) return { value: whole.data, dropped };
      // A field both bad and required is named once.
      return { value: o.absent, dropped: [...new Set([...dropped, ...issuePaths(whole.error, "")])] };
    },
  };
}

/**
 * The general settings as stored: what PUT /api/admin/settings accepts (a field an admin never saved is
 * absent). The clinic's zone has no default here: the server's CLINIC_TIMEZONE gives it; a server with a
 * web build puts the content file's opening hours before these business hours (decision 0095).
 */
export type GeneralSection = z.output<typeof settingsRequestSchema>;
export type GeneralDefaults = Required<Omit<GeneralSection, "adminTimezone" | "adminEmail">> & {
  adminEmail: string | null;
};
export const generalDefaults: GeneralDefaults = {
  adminEmail: null,
  holidays: [],
  blackoutRanges: [],
  /** The one provider that works without credentials (decision 0031). */
  defaultVideoProvider: "jitsi",
  businessHours: defaultBusinessHours,
  retention: retentionDefaults,
  measurements: measurementSettingsDefaults,
  receipts: receiptSettingsDefaults,
  upi: upiSettingsDefaults,
  packages: packageSettingsDefaults,
};

/**
 * The general settings with each field never saved at its default: `first` are the server's own first
 * values (the content file's hours), before the contract's. The one place this precedence is written;
 * settings the environment can fix go through the server's `effective` first.
 */
export function generalSettingsOf(
  stored: GeneralSection,
  first: Partial<GeneralDefaults> = {},
): GeneralDefaults & Pick<GeneralSection, "adminTimezone"> {
  return { ...generalDefaults, ...first, ...stored };
}

/** Video providers' credentials as stored (secrets sealed: decision 0032), one provider at a time. */
export const videoSectionSchema = z.object({
  zoom: z.object({ accountId: z.string(), clientId: z.string(), clientSecret: z.string() }).optional(),
  google_meet: z.object({ clientEmail: z.string(), serviceAccountJson: z.string() }).optional(),
  jitsi: z
    .object({ baseUrl: z.string(), appId: z.string().nullable(), appSecret: z.string().nullable() })
    .optional(),
});
export type VideoSection = z.output<typeof videoSectionSchema>;

export const razorpayCheckSchema = z.object({
  state: z.enum(["ok", "failed", "unchecked"]),
  message: z.string().nullable(),
  at: z.string().nullable(),
});
export type RazorpayCheck = z.output<typeof razorpayCheckSchema>;

/** Razorpay keys as stored (decisions 0032, 0033): stored whole, the secrets sealed. */
export const razorpaySectionSchema = z.object({
  keyId: z.string().min(1),
  secret: z.string().min(1),
  webhookSecret: z.string().nullable(),
  check: razorpayCheckSchema,
});
export type RazorpaySection = z.output<typeof razorpaySectionSchema>;

type SectionTypes = {
  general: [GeneralSection, GeneralDefaults];
  video: [VideoSection, Record<string, never>];
  razorpay: [RazorpaySection | null, null];
};
export type SettingSectionKey = keyof SectionTypes;
/** A section's stored value as read. */
export type StoredSection<K extends SettingSectionKey> = SectionTypes[K][0];

/** Every section stored in the settings table, by key. */
export const settingSections: {
  [K in SettingSectionKey]: SettingSection<SectionTypes[K][0], SectionTypes[K][1]>;
} = {
  general: defineSection({
    key: "general",
    schema: settingsRequestSchema,
    defaults: generalDefaults,
    absent: {},
    nested: {
      retention: retentionSection,
      measurements: measurementsSection,
      receipts: receiptsSection,
      upi: upiSection,
      packages: packagesSection,
    },
  }),
  video: defineSection({ key: "video", schema: videoSectionSchema, defaults: {}, absent: {} }),
  razorpay: defineSection({
    key: "razorpay",
    schema: razorpaySectionSchema,
    // No keys stored: payments take the configured default.
    defaults: null,
    // A check that no longer reads is 'not checked': the keys wait for 'Test connection'.
    fill: { webhookSecret: null, check: { state: "unchecked", message: null, at: null } },
    absent: null,
  }),
};
