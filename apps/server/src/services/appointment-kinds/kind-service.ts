import {
  type AppointmentKind,
  type KindRequestValid,
  kindMessages,
  kindNameIn,
  type PublicKind,
} from "@clinic/contract/appointment-kinds";
import type { Locale } from "@clinic/contract/locales";
import {
  deleteOrArchiveKind,
  findKind,
  insertKind,
  type KindRow,
  listKinds,
  updateKind,
} from "../../db/appointment-kind-repository";
import type { Database } from "../../db/client";
import { readPricingForUpdate, writePricing } from "../../db/pricing-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { currentPricing } from "../pricing-service";

/**
 * Appointment kinds (issue 34, decision 0129): owners add, change and remove them; patients see the ones
 * bookable online. The default kind is the spec's consultation: its price, length and buffer are the
 * pricing row's, so a change here writes the pricing row too (and Pricing writes the kind).
 */

export function kindOf(row: KindRow, currency: string): AppointmentKind {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    mode: row.mode as AppointmentKind["mode"],
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    amountInPaisa: row.amountInPaisa,
    currency,
    minNoticeHours: row.minNoticeHours,
    maxAdvanceDays: row.maxAdvanceDays,
    bookableOnline: row.bookableOnline,
    colour: row.colour,
    address: row.address,
    serviceArea: row.serviceArea,
    isDefault: row.isDefault,
    archived: row.archivedAt !== null,
  };
}

export async function listAppointmentKinds(db: Queryable): Promise<AppointmentKind[]> {
  const [rows, price] = await Promise.all([listKinds(db, { archived: false }), currentPricing(db)]);
  return rows.map((row) => kindOf(row, price.currency));
}

/** GET /api/public/appointment-kinds: the kinds a patient may book online, named in their language. */
export async function listPublicKinds(db: Queryable, locale: Locale): Promise<PublicKind[]> {
  const [rows, price] = await Promise.all([listKinds(db, { archived: false }), currentPricing(db)]);
  return rows
    .filter((row) => row.bookableOnline)
    .map((row) => ({
      id: row.id,
      name: kindNameIn(row, locale),
      mode: row.mode as PublicKind["mode"],
      durationMinutes: row.durationMinutes,
      amountInPaisa: row.amountInPaisa,
      currency: price.currency,
      serviceArea: row.serviceArea,
      isDefault: row.isDefault,
    }));
}

export async function createAppointmentKind(
  db: Database,
  input: KindRequestValid,
  actor: string,
): Promise<AppointmentKind> {
  return transaction(db, async (tx) => {
    const row = await insertKind(tx, input);
    await recordAudit(tx, {
      actor,
      action: "kind.added",
      entity: "appointment_kind",
      entityId: row.id,
      details: input,
    });
    return kindOf(row, (await currentPricing(tx)).currency);
  });
}

export async function changeAppointmentKind(
  db: Database,
  id: string,
  input: KindRequestValid,
  actor: string,
): Promise<AppointmentKind> {
  return transaction(db, async (tx) => {
    const before = await findKind(tx, id);
    if (!before || before.archivedAt) throw notFound();
    if (before.isDefault) refuseDefaultChange(input);
    const row = await updateKind(tx, id, input);
    if (!row) throw notFound();
    if (row.isDefault) await writeDefaultPricing(tx, row);
    await recordAudit(tx, {
      actor,
      action: "kind.changed",
      entity: "appointment_kind",
      entityId: id,
      details: { before: kindOf(before, ""), after: input },
    });
    return kindOf(row, (await currentPricing(tx)).currency);
  });
}

export async function removeAppointmentKind(
  db: Database,
  id: string,
  actor: string,
): Promise<{ id: string; archived: boolean }> {
  return transaction(db, async (tx) => {
    const row = await findKind(tx, id);
    if (!row) throw notFound();
    if (row.isDefault) throw new DomainError("conflict", kindMessages.defaultKept);
    const done = await deleteOrArchiveKind(tx, id);
    if (!done) throw notFound();
    await recordAudit(tx, {
      actor,
      action: done.archived ? "kind.archived" : "kind.deleted",
      entity: "appointment_kind",
      entityId: id,
      details: { name: row.name },
    });
    return { id, archived: done.archived };
  });
}

/** The spec's flows stay: the consultation stays a video call patients can book online. */
function refuseDefaultChange(input: KindRequestValid) {
  if (input.mode !== "video")
    throw new DomainError("validation_failed", kindMessages.defaultMode, { mode: kindMessages.defaultMode });
  if (!input.bookableOnline)
    throw new DomainError("validation_failed", kindMessages.defaultOnline, {
      bookableOnline: kindMessages.defaultOnline,
    });
}

/** The pricing row follows the default kind (its tax and currency stay). */
async function writeDefaultPricing(tx: Queryable, row: KindRow) {
  // Locked first, so a Pricing save at the same time waits for this one.
  await readPricingForUpdate(tx);
  const { currency, taxPercent } = await currentPricing(tx);
  await writePricing(tx, {
    amountInPaisa: row.amountInPaisa,
    currency,
    taxPercent,
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
  });
}

const notFound = () => new DomainError("not_found", kindMessages.notFound);
