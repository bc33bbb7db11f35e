import {
  maskKeyId,
  type razorpayRequestSchema,
  type razorpaySettingsSchema,
  secretMask,
} from "@clinic/contract/admin-settings";
import {
  type RazorpayCheck,
  type RazorpaySection,
  settingSections,
} from "@clinic/contract/settings-sections";
import type { z } from "zod";
import type { Database } from "../db/client";
import { deleteSection, readSection, writeSection } from "../db/settings-repository";
import type { Queryable } from "../db/transaction";
import { transaction } from "../db/transaction";
import type { PaymentProvider } from "../integrations/payments/payment-provider";
import { createRazorpayProvider } from "../integrations/payments/razorpay";
import { checkRazorpayKeys } from "../integrations/payments/razorpay-check";
import { recordAudit } from "./audit-service";
import { DomainError } from "./domain-error";
import { type SecretBox, SecretBoxError } from "./secret-box";
import { effective } from "./setting-precedence";

/**
 * Razorpay keys entered in Settings (decision 0032): stored with the secrets sealed
 * (secret-box.ts), never answered back, checked against Razorpay when saved and on
 * 'Test connection'. The payment provider is resolved per booking: keys in the environment,
 * else stored keys that passed their check, else the configured default (decision 0033).
 */

export type RazorpayEnvKeys = { keyId: string; keySecret: string; webhookSecret?: string | undefined };

const purpose = { secret: "razorpay.secret", webhook: "razorpay.webhook_secret" } as const;

export type PaymentSettings = {
  db: Database;
  box: SecretBox;
  /** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET from the environment: they win. */
  envKeys: RazorpayEnvKeys | undefined;
  apiBase: string;
  /** Razorpay Checkout's script for the browser (RAZORPAY_CHECKOUT_URL). */
  checkoutUrl?: string | undefined;
  /** The configured default (PAYMENT_PROVIDER) when no keys are usable. */
  fallback: PaymentProvider;
  fetch?: typeof fetch;
};

/**
 * The keys saved in Settings, unless the environment gives keys (they win, and what is stored then
 * does not matter: it is not even read).
 */
async function storedUnlessEnv(s: { db: Queryable; envKeys: RazorpayEnvKeys | undefined }) {
  return s.envKeys ? null : readSection(s.db, "razorpay");
}

/** Stored keys are used once Razorpay has accepted them (decision 0033). */
const checked = (stored: RazorpaySection | null) => (stored?.check.state === "ok" ? stored : undefined);

export type PaymentsResolver = {
  resolve(): Promise<PaymentProvider>;
  /** Forget the cached choice (a save in this process); others see it within `ttlMs`. */
  invalidate(): void;
};

/** The provider of the next booking, cached in this process for at most `ttlMs` (1 s). */
export function createPaymentsResolver(s: PaymentSettings, ttlMs = 1000, now = () => Date.now()) {
  const fromEnv = s.envKeys
    ? createRazorpayProvider({ ...s.envKeys, apiBase: s.apiBase, checkoutUrl: s.checkoutUrl, fetch: s.fetch })
    : undefined;
  let cached: { at: number; provider: Promise<PaymentProvider> } | undefined;
  async function load(): Promise<PaymentProvider> {
    const stored = checked(await storedUnlessEnv(s));
    return effective(fromEnv, stored && storedProvider(stored), s.fallback).value;
  }
  function storedProvider(stored: RazorpaySection): PaymentProvider {
    let keySecret: string;
    let webhookSecret: string | undefined;
    try {
      keySecret = s.box.open(stored.secret, purpose.secret);
      webhookSecret = stored.webhookSecret ? s.box.open(stored.webhookSecret, purpose.webhook) : undefined;
    } catch (error) {
      if (error instanceof SecretBoxError)
        throw new DomainError(
          "conflict",
          "Online payment is not available right now. Please contact the clinic.",
        );
      throw error;
    }
    return createRazorpayProvider({
      keyId: stored.keyId,
      keySecret,
      webhookSecret,
      apiBase: s.apiBase,
      checkoutUrl: s.checkoutUrl,
      fetch: s.fetch,
    });
  }
  const resolver: PaymentsResolver = {
    resolve() {
      const t = now();
      if (!cached || t - cached.at >= ttlMs) {
        const provider = load();
        cached = { at: t, provider };
        provider.catch(() => {
          if (cached?.provider === provider) cached = undefined;
        });
      }
      return cached.provider;
    },
    invalidate() {
      cached = undefined;
    },
  };
  return resolver;
}

export type RazorpayKeysInUse = { source: "environment" | "settings"; keyId: string; webhookSecret: boolean };

/**
 * The Razorpay keys the next booking would use, as the resolver chooses them (environment, else stored
 * keys whose check passed), without opening the secrets: for the going-live check.
 */
export async function razorpayKeysInUse(
  db: Queryable,
  envKeys: RazorpayEnvKeys | undefined,
): Promise<RazorpayKeysInUse | undefined> {
  const stored = checked(await storedUnlessEnv({ db, envKeys }));
  const inUse = (k: { keyId: string; webhookSecret?: string | null | undefined } | undefined) =>
    k && { keyId: k.keyId, webhookSecret: Boolean(k.webhookSecret) };
  const keys = effective(inUse(envKeys), inUse(stored), undefined);
  return keys.value && keys.source !== "default" ? { source: keys.source, ...keys.value } : undefined;
}

/** PAYMENT_PROVIDER=razorpay with no usable keys yet: bookings are refused with a clear message. */
export function createUnconfiguredRazorpay(): PaymentProvider {
  return {
    name: "razorpay",
    async createOrder() {
      throw new DomainError(
        "conflict",
        "Online payment is not set up yet. Please contact the clinic to book.",
      );
    },
    async verify() {
      return false;
    },
    checkoutKeyId: () => null,
  };
}

type RazorpayView = z.output<typeof razorpaySettingsSchema>;

/** What Settings shows of the keys: masks only. */
export async function razorpayView(s: PaymentSettings): Promise<RazorpayView> {
  const stored = await storedUnlessEnv(s);
  const fromEnv = s.envKeys && {
    source: "server" as const,
    keyId: maskKeyId(s.envKeys.keyId),
    secret: secretMask,
    webhookSecret: s.envKeys.webhookSecret ? secretMask : null,
    check: { state: "ok" as const, message: "Set by the server", at: null },
  };
  const saved = stored && {
    source: "settings" as const,
    ...maskedKeys(stored),
    check: stored.check,
  };
  const none: RazorpayView = {
    source: "none",
    keyId: null,
    secret: null,
    webhookSecret: null,
    check: { state: "unchecked", message: null, at: null },
  };
  return effective<RazorpayView>(fromEnv, saved ?? undefined, none).value;
}

const serverSetRefusal = () =>
  new DomainError(
    "conflict",
    "The Razorpay keys are set by the server (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET) and cannot be changed here.",
  );

/** PUT /api/admin/settings/razorpay: seals and stores the keys, then checks them with Razorpay. */
export async function saveRazorpayKeys(
  s: PaymentSettings,
  input: z.output<typeof razorpayRequestSchema>,
  actor: string,
): Promise<RazorpayCheck> {
  if (s.envKeys) throw serverSetRefusal();
  const check = await checkRazorpayKeys({
    keyId: input.key_id,
    keySecret: input.secret,
    apiBase: s.apiBase,
    fetch: s.fetch,
  });
  const at = new Date().toISOString();
  const stored: RazorpaySection = {
    keyId: input.key_id,
    secret: s.box.seal(input.secret, purpose.secret),
    webhookSecret: input.webhook_secret ? s.box.seal(input.webhook_secret, purpose.webhook) : null,
    check: { state: check.ok ? "ok" : "failed", message: check.message, at },
  };
  await transaction(s.db, async (tx) => {
    const before = await readSection(tx, "razorpay", { forUpdate: true });
    await writeSection(tx, "razorpay", stored);
    await recordAudit(tx, {
      actor,
      action: "settings.razorpay.update",
      entity: "settings",
      entityId: settingSections.razorpay.key,
      details: { before: before ? maskedKeys(before) : null, after: maskedKeys(stored) },
    });
  });
  return stored.check;
}

/** DELETE /api/admin/settings/razorpay: back to the configured default. */
export async function removeRazorpayKeys(s: PaymentSettings, actor: string): Promise<void> {
  if (s.envKeys) throw serverSetRefusal();
  await transaction(s.db, async (tx) => {
    const before = await readSection(tx, "razorpay", { forUpdate: true });
    if (!before) return;
    await deleteSection(tx, "razorpay");
    await recordAudit(tx, {
      actor,
      action: "settings.razorpay.remove",
      entity: "settings",
      entityId: settingSections.razorpay.key,
      details: { before: maskedKeys(before), after: null },
    });
  });
}

/** The audit log never holds a secret: which key id (masked) and whether secrets were set. */
function maskedKeys(v: RazorpaySection) {
  return {
    keyId: maskKeyId(v.keyId),
    secret: secretMask,
    webhookSecret: v.webhookSecret ? secretMask : null,
  };
}

/** POST /api/admin/settings/razorpay/test: the keys in use (environment or stored) against Razorpay. */
export async function testRazorpayConnection(s: PaymentSettings): Promise<{ ok: boolean; message: string }> {
  if (s.envKeys) return checkRazorpayKeys({ ...s.envKeys, apiBase: s.apiBase, fetch: s.fetch });
  const stored = await readSection(s.db, "razorpay");
  if (!stored)
    throw new DomainError("not_found", "No Razorpay keys are saved yet. Enter them and save first.");
  let keySecret: string;
  try {
    keySecret = s.box.open(stored.secret, purpose.secret);
  } catch (error) {
    if (error instanceof SecretBoxError) return { ok: false, message: error.message };
    throw error;
  }
  const check = await checkRazorpayKeys({
    keyId: stored.keyId,
    keySecret,
    apiBase: s.apiBase,
    fetch: s.fetch,
  });
  await transaction(s.db, async (tx) => {
    const current = await readSection(tx, "razorpay", { forUpdate: true });
    // Saved meanwhile with other keys: that save's own check stands.
    if (!current || current.secret !== stored.secret) return;
    await writeSection(tx, "razorpay", {
      ...current,
      check: { state: check.ok ? "ok" : "failed", message: check.message, at: new Date().toISOString() },
    });
  });
  return check;
}
