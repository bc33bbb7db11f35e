import {
  type BusinessHours,
  type ClinicCalendar,
  maskKeyId,
  type Settings,
  secretMask,
  serviceAccountKeySchema,
  settingsMessages,
  type settingsRequestSchema,
  type VideoProvider,
  type videoRequestSchema,
} from "@clinic/contract/admin-settings";
import {
  type GeneralSection,
  generalSettingsOf,
  settingSections,
  type VideoSection,
} from "@clinic/contract/settings-sections";
import type { ClinicUpi } from "@clinic/contract/upi";
import type { z } from "zod";
import type { Database } from "../db/client";
import {
  readSection,
  readSectionStamped,
  rekeyUnfinishedSlots,
  writeSection,
} from "../db/settings-repository";
import { transaction } from "../db/transaction";
import type { EmailSender } from "../integrations/email/email-sender";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { recordAudit } from "./audit-service";
import type { ClinicZone } from "./clinic-zone";
import { DomainError } from "./domain-error";
import type { LiveOpeningHours } from "./opening-hours";
import { type PaymentSettings, type PaymentsResolver, razorpayView } from "./payment-settings-service";
import { issueWaitingReceipts } from "./receipts/waiting-receipts";
import { createSecretBox, type SecretBox } from "./secret-box";
import { effective } from "./setting-precedence";
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

const videoPurpose = {
  zoom: "video.zoom.client_secret",
  google_meet: "video.google_meet.service_account",
  jitsi: "video.jitsi.app_secret",
} as const;

/**
 * The general settings as Settings shows them: the environment's admin email and zone first (they are
 * then server-set), else what was saved, else the defaults (the clinic's zone, jitsi: decision 0031).
 */
function effectiveGeneral(ctx: SettingsContext, stored: GeneralSection) {
  const general = generalSettingsOf(stored, { businessHours: ctx.defaults.businessHours });
  const adminEmail = effective(ctx.env.adminEmail, stored.adminEmail, general.adminEmail);
  const adminTimezone = effective(ctx.env.clinicTimezone, stored.adminTimezone, ctx.defaults.clinicTimezone);
  return {
    general: {
      ...general,
      adminEmail: adminEmail.value,
      adminTimezone: adminTimezone.value,
      holidays: [...general.holidays].sort(),
    },
    serverSet: {
      adminEmail: adminEmail.source === "environment",
      adminTimezone: adminTimezone.source === "environment",
    },
  };
}

function videoView(ctx: SettingsContext, v: VideoSection): Settings["video"] {
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
  const stamped = await readSectionStamped(ctx.db, "general");
  const { general, serverSet } = effectiveGeneral(ctx, stamped.value);
  const video = await readSection(ctx.db, "video");
  const razorpay = await razorpayView(ctx.payments);
  return {
    ...general,
    serverSet: { ...serverSet, razorpay: razorpay.source === "server" },
    paymentProvider: await activeProvider(ctx),
    razorpay,
    video: videoView(ctx, video),
    email: { transport: ctx.email.transport, to: general.adminEmail },
    updatedAt: stamped.updatedAt ? stamped.updatedAt.toISOString() : null,
  };
}

/** GET /api/admin/clinic-calendar: the zone (the environment's when it sets one), hours and closed days. */
export async function getClinicCalendar(ctx: SettingsContext): Promise<ClinicCalendar> {
  const { general } = effectiveGeneral(ctx, await readSection(ctx.db, "general"));
  const { adminTimezone, businessHours, holidays, blackoutRanges } = general;
  return { adminTimezone, businessHours, holidays, blackoutRanges };
}

/**
 * GET /api/admin/upi: the UPI ID and payee name alone, for every role that takes payments, and whether
 * payments go through Razorpay (its single-use QR can be shown then; decision 0133).
 */
export async function getClinicUpi(ctx: SettingsContext): Promise<ClinicUpi> {
  const { vpa, payeeName } = generalSettingsOf(await readSection(ctx.db, "general")).upi;
  return { vpa, payeeName, razorpayQr: (await activeProvider(ctx)) === "razorpay" };
}

/** PUT /api/admin/settings: a field left out keeps its value; server-set fields cannot change. */
export async function updateSettings(
  ctx: SettingsContext,
  input: z.output<typeof settingsRequestSchema>,
  actor: string,
): Promise<Settings> {
  const fields: Record<string, string> = {};
  if (refusesChange(ctx.env.adminEmail, input.adminEmail)) fields.adminEmail = settingsMessages.serverSet;
  if (refusesChange(ctx.env.clinicTimezone, input.adminTimezone))
    fields.adminTimezone = settingsMessages.serverSet;
  if (Object.keys(fields).length > 0)
    throw new DomainError("validation_failed", "Some fields need attention.", fields);
  // The environment's own values sent back are not stored: Settings keeps what it had.
  const zone = ctx.env.clinicTimezone === undefined ? input.adminTimezone : undefined;
  await transaction(ctx.db, async (tx) => {
    const before = await readSection(tx, "general", { forUpdate: true });
    const after: GeneralSection = { ...before };
    if (input.adminEmail !== undefined && ctx.env.adminEmail === undefined)
      after.adminEmail = input.adminEmail;
    if (zone !== undefined) after.adminTimezone = zone;
    if (input.businessHours) after.businessHours = input.businessHours;
    if (input.holidays) after.holidays = [...new Set(input.holidays)].sort();
    if (input.blackoutRanges) after.blackoutRanges = input.blackoutRanges;
    if (input.defaultVideoProvider) after.defaultVideoProvider = input.defaultVideoProvider;
    if (input.retention) after.retention = input.retention;
    if (input.measurements) after.measurements = input.measurements;
    if (input.receipts) after.receipts = input.receipts;
    if (input.upi) after.upi = input.upi;
    if (input.packages) after.packages = input.packages;
    await writeSection(tx, "general", after);
    // Receipts waiting for the seller's details are issued once these name it (decision 0125).
    const issuedReceipts = input.receipts
      ? await issueWaitingReceipts(
          tx,
          input.receipts,
          effectiveGeneral(ctx, after).general.adminTimezone,
          new Date(),
        )
      : 0;
    // A new zone is the clinic's zone at once (decision 0064); slots that have not ended move to
    // its calendar days in the same transaction (decision 0065).
    const rekeyedSlots = zone === undefined ? 0 : await rekeyUnfinishedSlots(tx, zone, new Date());
    await recordAudit(tx, {
      actor,
      action: "settings.update",
      entity: "settings",
      entityId: settingSections.general.key,
      details: {
        before,
        after,
        ...(rekeyedSlots ? { rekeyedSlots } : {}),
        ...(issuedReceipts ? { issuedReceipts } : {}),
      },
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

/** A value the environment gives cannot be changed here; sending that same value back is fine. */
function refusesChange(fromEnvironment: string | undefined, sent: string | undefined): boolean {
  return fromEnvironment !== undefined && sent !== undefined && sent !== fromEnvironment;
}

/** PUT /api/admin/settings/video: one provider's credentials, secrets sealed. */
export async function saveVideoCredentials(
  ctx: SettingsContext,
  input: z.output<typeof videoRequestSchema>,
  actor: string,
): Promise<Settings["video"]> {
  let stored: VideoSection = {};
  await transaction(ctx.db, async (tx) => {
    const before = await readSection(tx, "video", { forUpdate: true });
    const after: VideoSection = { ...before };
    if (input.provider === "zoom")
      after.zoom = {
        accountId: input.accountId,
        clientId: input.clientId,
        clientSecret: ctx.box.seal(input.clientSecret, videoPurpose.zoom),
      };
    else if (input.provider === "google_meet")
      after.google_meet = {
        clientEmail: serviceAccountKeySchema.parse(JSON.parse(input.serviceAccountJson)).client_email,
        serviceAccountJson: ctx.box.seal(input.serviceAccountJson, videoPurpose.google_meet),
      };
    else
      after.jitsi = {
        baseUrl: input.baseUrl.replace(/\/+$/, ""),
        appId: input.appId || null,
        appSecret: input.appSecret ? ctx.box.seal(input.appSecret, videoPurpose.jitsi) : null,
      };
    await writeSection(tx, "video", after);
    await recordAudit(tx, {
      actor,
      action: "settings.video.update",
      entity: "settings",
      entityId: settingSections.video.key,
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
  const general = generalSettingsOf(await readSection(db, "general"));
  const v = await readSection(db, "video");
  return {
    defaultProvider: general.defaultVideoProvider,
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
      `The test email could not be sent: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`,
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
