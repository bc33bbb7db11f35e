import { type Locale, nameIn } from "@clinic/contract/locales";
import type { BookedPackage, PublicPackage } from "@clinic/contract/packages";
import { onlinePackageMessages } from "@clinic/contract/packages";
import type { BookingRow } from "../../db/booking-repository";
import { findPackageOrder, setOrderPurchase } from "../../db/package-order-repository";
import { findPurchase, insertPurchase, sessionsLeftOf } from "../../db/package-purchase-repository";
import {
  findLivePackage,
  findPackage,
  listOnlinePackages,
  type PackageRow,
  packageNamesOf,
} from "../../db/package-repository";
import type { Queryable, Tx } from "../../db/transaction";
import { DomainError } from "../domain-error";
import { currentPricing } from "../pricing-service";
import { useCredit } from "./package-credits";
import { confirmPurchasePaid } from "./purchase-payment";

/**
 * A package bought on the booking page with its first session (issue 35, decision 0134). The hold names
 * the package and costs its price; the booking's payment (verify, webhook, a late payment on a free slot)
 * makes the purchase PAID in its own transaction, with the package's one receipt, and the booking takes
 * one of its credits, as a session booked at the desk from a package does.
 */

/** Who a purchase bought online was sold by, in the purchase's `sold_by` and the audit. */
export const soldOnline = "online";

/** GET /api/public/packages. */
export async function listPublicPackages(db: Queryable, locale: Locale): Promise<PublicPackage[]> {
  const [rows, price] = await Promise.all([listOnlinePackages(db), currentPricing(db)]);
  return rows.map((p) => ({
    id: p.id,
    name: nameIn(p, locale),
    kindId: p.kindId,
    sessions: p.sessions,
    amountInPaisa: p.amountInPaisa,
    currency: price.currency,
    validityDays: p.validityDays,
  }));
}

/**
 * The package a public hold buys, read before the hold's first write: 409 `package_not_offered` when it
 * is not sold online (any more), is free, or is for another kind than the one booked.
 */
export async function packageForHold(tx: Tx, packageId: string, kindId: string): Promise<PackageRow> {
  const pkg = await findLivePackage(tx, packageId);
  if (!pkg?.sellOnline || pkg.amountInPaisa <= 0 || pkg.kindId !== kindId)
    throw new DomainError("package_not_offered", onlinePackageMessages.notOffered);
  return pkg;
}

/**
 * In the payment's transaction, once the booking is PAID and on its patient's record: the purchase made
 * PAID for what was paid (the price the hold was made with), its receipt issued, one credit used by the
 * booking. Nothing for a booking that bought no package, or whose purchase is made already (a payment
 * reported twice settles a PAID booking without coming here; this guards the order row too).
 */
export async function buyPackageWithBooking(
  tx: Tx,
  booking: Pick<BookingRow, "id" | "patientId" | "amount" | "currency" | "paymentProvider">,
  now: Date,
  clinicTimezone: string,
): Promise<void> {
  const order = await findPackageOrder(tx, booking.id);
  if (!order || order.purchaseId || !booking.patientId) return;
  // Archived since the hold or not, the package the patient paid for is the one they get.
  const pkg = await findPackage(tx, order.packageId);
  if (!pkg) throw new Error(`the package ${order.packageId} of booking ${booking.id} is missing`);
  const purchase = await insertPurchase(tx, pkg, {
    patientId: booking.patientId,
    amount: booking.amount,
    currency: booking.currency,
    paymentMethod: null,
    soldBy: soldOnline,
  });
  await confirmPurchasePaid(tx, purchase, booking.paymentProvider, now, clinicTimezone);
  await setOrderPurchase(tx, booking.id, purchase.id);
  const paid = await findPurchase(tx, purchase.id);
  if (paid) await useCredit(tx, paid, booking.id, now);
}

/** Whether this booking's payment bought a package: the package's receipt and refund rules are its. */
export async function boughtAPackage(db: Queryable, bookingId: string): Promise<boolean> {
  return (await findPackageOrder(db, bookingId)) !== undefined;
}

/** What the confirmation and manage pages say of the package the booking bought, in its language. */
export async function bookedPackageOf(
  db: Queryable,
  bookingId: string,
  locale: Locale,
): Promise<BookedPackage | undefined> {
  const order = await findPackageOrder(db, bookingId);
  const purchase = order?.purchaseId ? await findPurchase(db, order.purchaseId) : undefined;
  if (!order || !purchase) return undefined;
  const names = await packageNamesOf(db, [order.packageId]);
  return {
    purchaseId: purchase.id,
    name: nameIn({ name: purchase.name, names: names.get(order.packageId) ?? {} }, locale),
    sessionsTotal: purchase.sessionsTotal,
    sessionsLeft: await sessionsLeftOf(db, purchase.id),
    expiresOn: purchase.expiresOn,
  };
}
