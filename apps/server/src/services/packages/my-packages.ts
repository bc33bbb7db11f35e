import { type Locale, nameIn } from "@clinic/contract/locales";
import type { MyPackages } from "@clinic/contract/packages";
import { purchasesPayingBooking } from "../../db/package-purchase-repository";
import { packageNamesOf } from "../../db/package-repository";
import type { Queryable } from "../../db/transaction";
import { accessOf, auditRecordRead, type ManageCredentials } from "../record-access/access-scope";
import { patientPurchases } from "./package-purchases";

/**
 * The patient's packages on the manage page (issue 35, decision 0113's scopes): the manage token alone
 * opens what its booking touches, the package whose credit paid it; the whole record's packages need a
 * record session (the code sent to the contact on file). Names in the booking's language.
 */
export async function myPackages(
  db: Queryable,
  bookingId: string,
  credentials: ManageCredentials,
  now: Date,
): Promise<MyPackages> {
  const { scope, booking } = await accessOf(db, bookingId, credentials.token, credentials.session, now);
  if (!scope.patient || scope.patient.erasedAt) return { scope: scope.level, items: [] };
  const all = await patientPurchases(db, scope.patient.id, now);
  let shown = all;
  if (scope.level === "record") await auditRecordRead(db, scope, bookingId, "packages");
  else {
    const paying = await purchasesPayingBooking(db, bookingId);
    shown = all.filter((p) => paying.has(p.purchaseId));
  }
  const names = await packageNamesOf(
    db,
    shown.map((p) => p.packageId),
  );
  const locale = booking.locale as Locale;
  return {
    scope: scope.level,
    items: shown.map((p) => ({
      purchaseId: p.purchaseId,
      name: nameIn({ name: p.name, names: names.get(p.packageId) }, locale),
      kindId: p.kindId,
      paymentStatus: p.paymentStatus,
      sessionsTotal: p.sessionsTotal,
      sessionsUsed: p.sessionsUsed,
      sessionsBooked: p.sessionsBooked,
      sessionsLeft: p.sessionsLeft,
      expiresOn: p.expiresOn,
      receiptNumber: p.receiptNumber,
    })),
  };
}
