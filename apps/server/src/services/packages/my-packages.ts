import { type Locale, localeOr, nameIn } from "@clinic/contract/locales";
import type { MyPackages } from "@clinic/contract/packages";
import { purchasesPayingBooking } from "../../db/package-purchase-repository";
import { packageNamesOf } from "../../db/package-repository";
import type { RecordScope } from "../../db/patient-rights-repository";
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
  if (scope.level === "record") await auditRecordRead(db, scope, bookingId, "packages");
  const items = await packagesInScope(db, scope, bookingId, localeOr(booking.locale), now);
  return {
    scope: scope.level,
    items: items.map(({ amountInPaisa: _a, currency: _c, purchasedAt: _p, ledger: _l, ...item }) => item),
  };
}

/**
 * The packages a scope opens (the manage page's and the patient's export): with the token alone the one
 * whose credit paid the booking, with a record session every one of the record; none for an erased record.
 */
export async function packagesInScope(
  db: Queryable,
  scope: RecordScope,
  bookingId: string,
  locale: Locale,
  now: Date,
) {
  if (!scope.patient || scope.patient.erasedAt) return [];
  const all = await patientPurchases(db, scope.patient.id, now);
  const paying = scope.level === "record" ? undefined : await purchasesPayingBooking(db, bookingId);
  const shown = paying ? all.filter((p) => paying.has(p.purchaseId)) : all;
  const names = await packageNamesOf(
    db,
    shown.map((p) => p.packageId),
  );
  // A purchase as the admin reads it, named in the patient's language, without the catalogue's id.
  return shown.map(({ packageId, name, ...purchase }) => ({
    ...purchase,
    name: nameIn({ name, names: names.get(packageId) }, locale),
  }));
}
