import { type CarePackage, type PackageRequestValid, packageMessages } from "@clinic/contract/packages";
import { findKind } from "../../db/appointment-kind-repository";
import type { Database } from "../../db/client";
import {
  deleteOrArchivePackage,
  findLivePackage,
  insertPackage,
  listPackages,
  type PackageWithSales,
  updatePackage,
} from "../../db/package-repository";
import { type Queryable, transaction } from "../../db/transaction";
import { recordAudit } from "../audit-service";
import { DomainError } from "../domain-error";
import { currentPricing } from "../pricing-service";

/**
 * Packages (issue 35): owners add, change and remove them; every role reads them (the front desk sells
 * them). A package covers one appointment kind that is not archived.
 */

function packageOf(row: PackageWithSales, currency: string): CarePackage {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    kindId: row.kindId,
    sessions: row.sessions,
    amountInPaisa: row.amountInPaisa,
    currency,
    validityDays: row.validityDays,
    sellOnline: row.sellOnline,
    archived: row.archivedAt !== null,
    sold: row.sold,
  };
}

export async function listCarePackages(db: Queryable): Promise<CarePackage[]> {
  const [rows, price] = await Promise.all([listPackages(db), currentPricing(db)]);
  return rows.map((row) => packageOf(row, price.currency));
}

async function liveKindOrRefuse(db: Queryable, kindId: string): Promise<void> {
  const kind = await findKind(db, kindId);
  if (!kind || kind.archivedAt)
    throw new DomainError("validation_failed", packageMessages.kindUnknown, {
      kindId: packageMessages.kindUnknown,
    });
}

export async function createCarePackage(
  db: Database,
  input: PackageRequestValid,
  actor: string,
): Promise<CarePackage> {
  return transaction(db, async (tx) => {
    await liveKindOrRefuse(tx, input.kindId);
    const row = await insertPackage(tx, input);
    await recordAudit(tx, {
      actor,
      action: "package.created",
      entity: "package",
      entityId: row.id,
      details: input,
    });
    return packageOf({ ...row, sold: 0 }, (await currentPricing(tx)).currency);
  });
}

/** A change applies to later sales; what was sold keeps the name, sessions and price it was sold with. */
export async function changeCarePackage(
  db: Database,
  id: string,
  input: PackageRequestValid,
  actor: string,
): Promise<CarePackage> {
  return transaction(db, async (tx) => {
    const before = await findLivePackage(tx, id);
    if (!before) throw new DomainError("not_found", packageMessages.notFound);
    await liveKindOrRefuse(tx, input.kindId);
    const row = await updatePackage(tx, id, input);
    if (!row) throw new DomainError("not_found", packageMessages.notFound);
    await recordAudit(tx, {
      actor,
      action: "package.changed",
      entity: "package",
      entityId: id,
      details: input,
    });
    return packageOf({ ...row, sold: before.sold }, (await currentPricing(tx)).currency);
  });
}

export async function removeCarePackage(
  db: Database,
  id: string,
  actor: string,
): Promise<{ id: string; archived: boolean }> {
  return transaction(db, async (tx) => {
    if (!(await findLivePackage(tx, id))) throw new DomainError("not_found", packageMessages.notFound);
    const how = await deleteOrArchivePackage(tx, id);
    await recordAudit(tx, { actor, action: `package.${how}`, entity: "package", entityId: id });
    return { id, archived: how === "archived" };
  });
}
