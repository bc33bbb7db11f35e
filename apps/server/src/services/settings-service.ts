import {
  type BlackoutRange,
  type BusinessHours,
  maskKeyId,
  type Settings,
  secretMask,
  settingsMessages,
  type settingsRequestSchema,
  type VideoProvider,
  type videoRequestSchema,
} from "@clinic/contract/admin-settings";
import { type MeasurementSettings, measurementSettingsDefaults } from "@clinic/contract/measurements";
import { type RetentionSettings, retentionDefaults } from "@clinic/contract/patient-rights";
import { type ReceiptSettings, receiptSettingsDefaults } from "@clinic/contract/receipts";
import type { z } from "zod";
import type { Database } from "../db/client";
import {
  readSettingForUpdate,
  readSettings,
  rekeyUnfinishedSlots,
  writeSetting,
} from "../db/settings-repository";
import { transaction } from "../db/transaction";
import type { EmailSender } from "../integrations/email/email-sender";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { recordAudit } from "./audit-service";
import type { ClinicZone } from "./clinic-zone";
import { generalSettingsKey } from "./closed-days";
import { DomainError } from "./domain-error";
import type { LiveOpeningHours } from "./opening-hours";
import { type PaymentSettings, type PaymentsResolver, razorpayView } from "./payment-settings-service";
import { createSecretBox, type SecretBox } from "./secret-box";
import type { SlotReadCache } from "./slots/slot-read-cache";

/**
 * Settings (admin.md §2 Settings page; DESIGN.md "Where each setting lives"; decisions 0031,
 * 0034): stored in the key/value `settings` table. A value the environment gives wins and is
 * answered as server-set. Every change is in the audit log with before → after (secrets as
 * masks only).
 */
export type SettingsContext = {
  db: Database;
  box: SecretBox;
  /** `businessHours`: the content file's hours from the web build, else the contract's (decision 0095). */
  defaults: { clinicTimezone: string; jitsiBaseUrl: string; businessHours: BusinessHours };
  /** ADMIN_EMAIL and an explicitly set CLINIC_TIMEZONE: they win and are read-only here. */
  env: { adminEmail: string | undefined; clinicTimezone: string | undefined };
  payments: PaymentSettings & { resolver: PaymentsResolver; fixed: PaymentProvider | undefined };
  email: { transport: "outbox" | "smtp"; sender?: EmailSender | undefined };
  slotCache?: SlotReadCache;
  /** The clinic's live zone (decision 0064): told at once when this server saves a new one. */
  zone?: ClinicZone;
  /** The public pages' opening hours (decision 0095): told at once when this server saves new ones. */
  openingHours?: LiveOpeningHours;
};

export const videoSettingsKey = "video";

type General = {
  adminEmail?: string;
  adminTimezone?: string;
  businessHours?: BusinessHours;
  holidays?: string[];
  blackoutRanges?: BlackoutRange[];
  defaultVideoProvider?: VideoProvider;
  retention?: RetentionSettings;
  measurements?: MeasurementSettings;
  receipts?: ReceiptSettings;
};

type StoredVideo = {
  zoom?: { accountId: string; clientId: string; clientSecret: string };
  google_meet?: { clientEmail: string; serviceAccountJson: string };
  jitsi?: { baseUrl: string; appId: string | null; appSecret: string | null };
};

const videoPurpose = {
  zoom: "video.zoom.client_secret",
  google_meet: "video.google_meet.service_account",
  jitsi: "video.jitsi.app_secret",
} as const;

/** The general settings with their defaults (clinic's zone, jitsi: decision 0031). */
function effectiveGeneral(ctx: SettingsContext, stored: General) {
  return {
    adminEmail: ctx.env.adminEmail ?? stored.adminEmail ?? null,
    adminTimezone: ctx.env.clinicTimezone ?? stored.adminTimezone ?? ctx.defaults.clinicTimezone,
    businessHours: stored.businessHours ?? ctx.defaults.businessHours,
    holidays: [...(stored.holidays ?? [])].sort(),
    blackoutRanges: stored.blackoutRanges ?? [],
    defaultVideoProvider: stored.defaultVideoProvider ?? ("jitsi" as const),
    retention: { ...retentionDefaults, ...stored.retention },
    measurements: { ...measurementSettingsDefaults, ...stored.measurements },
    receipts: { ...receiptSettingsDefaults, ...stored.receipts },
  };
}

function videoView(ctx: SettingsContext, v: StoredVideo): Settings["video"] {
  return {
    zoom: {
      accountId: v.zoom ? v.zoom.accountId : null,
      clientId: v.zoom ? maskKeyId(v.zoom.clientId) : null,
      clientSecret: v.zoom ? secretMask : null,
    },
    googleMeet: {
      clientEmail: v.google_meet?.clientEmail ?? null,
      serviceAccount: v.google_meet ? secretMask : null,
    },
    jitsi: {
      baseUrl: v.jitsi?.baseUrl ?? ctx.defaults.jitsiBaseUrl,
      appId: v.jitsi?.appId ?? null,
      appSecret: v.jitsi?.appSecret ? secretMask : null,
    },
  };
}

/** The provider new bookings use now (environment → Settings → default, decision 0033). */
async function activeProvider(ctx: SettingsContext): Promise<"dummy" | "razorpay"> {
  if (ctx.payments.fixed) return ctx.payments.fixed.name;
  try {
    return (await ctx.payments.resolver.resolve()).name;
  } catch {
    return ctx.payments.fallback.name;
  }
}

/** GET /api/admin/settings. */
export async function getSettings(ctx: SettingsContext): Promise<Settings> {
  const rows = await readSettings(ctx.db, [generalSettingsKey, videoSettingsKey]);
  const generalRow = rows.get(generalSettingsKey);
  const general = effectiveGeneral(ctx, (generalRow?.value ?? {}) as General);
  const video = (rows.get(videoSettingsKey)?.value ?? {}) as StoredVideo;
  const razorpay = await razorpayView(ctx.payments);
  return {
    ...general,
    serverSet: {
      adminEmail: ctx.env.adminEmail !== undefined,
      adminTimezone: ctx.env.clinicTimezone !== undefined,
      razorpay: razorpay.source === "server",
    },
    paymentProvider: await activeProvider(ctx),
    razorpay,
    video: videoView(ctx, video),
    email: { transport: ctx.email.transport, to: general.adminEmail },
    updatedAt: generalRow ? generalRow.updatedAt.toISOString() : null,
  };
}

/** PUT /api/admin/settings: a field left out keeps its value; server-set fields cannot change. */
export async function updateSettings(
  ctx: SettingsContext,
  input: z.output<typeof settingsRequestSchema>,
  actor: string,
): Promise<Settings> {
  const fields: Record<string, string> = {};
  if (input.adminEmail !== undefined && ctx.env.adminEmail && input.adminEmail !== ctx.env.adminEmail)
    fields.adminEmail = settingsMessages.serverSet;
  if (
    input.adminTimezone !== undefined &&
    ctx.env.clinicTimezone &&
    input.adminTimezone !== ctx.env.clinicTimezone
  )
    fields.adminTimezone = settingsMessages.serverSet;
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some fields need attention.", fields);
  let zone: string | undefined;
  await transaction(ctx.db, async (tx) => {
    const before = ((await readSettingForUpdate(tx, generalSettingsKey))?.value ?? {}) as General;
    const after: General = { ...before };
    if (input.adminEmail !== undefined && !ctx.env.adminEmail) after.adminEmail = input.adminEmail;
    if (input.adminTimezone !== undefined && !ctx.env.clinicTimezone)
      after.adminTimezone = input.adminTimezone;
    if (input.businessHours) after.businessHours = input.businessHours;
    if (input.holidays) after.holidays = [...new Set(input.holidays)].sort();
    if (input.blackoutRanges) after.blackoutRanges = input.blackoutRanges;
    if (input.defaultVideoProvider) after.defaultVideoProvider = input.defaultVideoProvider;
    if (input.retention) after.retention = input.retention;
    if (input.measurements) after.measurements = input.measurements;
    if (input.receipts) after.receipts = input.receipts;
    await writeSetting(tx, generalSettingsKey, after);
    // A new zone is the clinic's zone at once (decision 0064); slots that have not ended move to
    // its calendar days in the same transaction (decision 0065).
    let rekeyedSlots: number | undefined;
    if (input.adminTimezone !== undefined && !ctx.env.clinicTimezone) {
      zone = input.adminTimezone;
      rekeyedSlots = await rekeyUnfinishedSlots(tx, zone, new Date());
    }
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      entity: "settings",
      entityId: generalSettingsKey,
      details: { before, after, ...(rekeyedSlots ? { rekeyedSlots } : {}) },
    });
  });
  if (zone !== undefined) ctx.zone?.saved(zone);
  // The public pages show the new hours at once (decision 0095).
  if (input.businessHours) ctx.openingHours?.saved(input.businessHours);
  if (input.receipts) ctx.openingHours?.savedRegistration(input.receipts.registrationNumber ?? null);
  // Holidays, blackouts and the zone change what the public slot list offers: forget its answers.
  ctx.slotCache?.invalidate();
  return getSettings(ctx);
}

/** PUT /api/admin/settings/video: one provider's credentials, secrets sealed. */
export async function saveVideoCredentials(
  ctx: SettingsContext,
  input: z.output<typeof videoRequestSchema>,
  actor: string,
): Promise<Settings["video"]> {
  let stored: StoredVideo = {};
  await transaction(ctx.db, async (tx) => {
    const before = ((await readSettingForUpdate(tx, videoSettingsKey))?.value ?? {}) as StoredVideo;
    const after: StoredVideo = { ...before };
    if (input.provider === "zoom")
      after.zoom = {
        accountId: input.accountId,
        clientId: input.clientId,
        clientSecret: ctx.box.seal(input.clientSecret, videoPurpose.zoom),
      };
    else if (input.provider === "google_meet")
      after.google_meet = {
        clientEmail: String((JSON.parse(input.serviceAccountJson) as { client_email: string }).client_email),
        serviceAccountJson: ctx.box.seal(input.serviceAccountJson, videoPurpose.google_meet),
      };
    else
      after.jitsi = {
        baseUrl: input.baseUrl.replace(/\/+$/, ""),
        appId: input.appId || null,
        appSecret: input.appSecret ? ctx.box.seal(input.appSecret, videoPurpose.jitsi) : null,
      };
    await writeSetting(tx, videoSettingsKey, after);
    await recordAudit(tx, {
      actor,
      action: "settings.video.update",
      entity: "settings",
      entityId: videoSettingsKey,
      details: {
        provider: input.provider,
        before: videoView(ctx, before),
        after: videoView(ctx, after),
      },
    });
    stored = after;
  });
  return videoView(ctx, stored);
}

export type VideoCredentials = {
  defaultProvider: VideoProvider;
  zoom: { accountId: string; clientId: string; clientSecret: string } | null;
  googleMeet: { clientEmail: string; serviceAccount: Record<string, unknown> } | null;
  jitsi: { baseUrl: string; appId: string | null; appSecret: string | null };
};

/**
 * The video provider's credentials in clear, for the server code that creates Zoom or Meet
 * links (never for an answer or a log). Throws SecretBoxError when APP_SECRET changed.
 */
export async function readVideoCredentials(
  db: Database,
  appSecret: string,
  defaults: { jitsiBaseUrl?: string } = {},
): Promise<VideoCredentials> {
  const box = createSecretBox(appSecret);
  const rows = await readSettings(db, [generalSettingsKey, videoSettingsKey]);
  const general = (rows.get(generalSettingsKey)?.value ?? {}) as General;
  const v = (rows.get(videoSettingsKey)?.value ?? {}) as StoredVideo;
  return {
    defaultProvider: general.defaultVideoProvider ?? "jitsi",
    zoom: v.zoom
      ? {
          accountId: v.zoom.accountId,
          clientId: v.zoom.clientId,
          clientSecret: box.open(v.zoom.clientSecret, videoPurpose.zoom),
        }
      : null,
    googleMeet: v.google_meet
      ? {
          clientEmail: v.google_meet.clientEmail,
          serviceAccount: JSON.parse(box.open(v.google_meet.serviceAccountJson, videoPurpose.google_meet)),
        }
      : null,
    jitsi: {
      baseUrl: v.jitsi?.baseUrl ?? defaults.jitsiBaseUrl ?? "https://meet.jit.si",
      appId: v.jitsi?.appId ?? null,
      appSecret: v.jitsi?.appSecret ? box.open(v.jitsi.appSecret, videoPurpose.jitsi) : null,
    },
  };
}

/** POST /api/admin/settings/email/test: one message to the admin email through the active transport. */
export async function sendTestEmail(ctx: SettingsContext, actor: string) {
  const settings = await getSettings(ctx);
  const to = settings.adminEmail;
  if (!to)
    throw new DomainError(
      "conflict",
      "There is no admin email to send to. Set the admin email first (or ADMIN_EMAIL on the server).",
    );
  if (!ctx.email.sender) throw new DomainError("conflict", "This server has no email transport to test.");
  try {
    await ctx.email.sender.send({
      kind: "settings-test",
      to,
      subject: "Test email from the clinic site",
      text: `This is a test email sent from Settings by ${actor}. The ${ctx.email.transport} transport works.`,
    });
  } catch (error) {
    throw new DomainError(
      "conflict",
      `The test email could not be sent: ${(error as Error).message.slice(0, 200)}`,
    );
  }
  await recordAudit(ctx.db, {
    actor,
    action: "settings.email.test",
    entity: "settings",
    entityId: "email",
    details: { transport: ctx.email.transport },
  });
  return { to, transport: ctx.email.transport };
}
