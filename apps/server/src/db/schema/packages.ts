import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { appointmentKinds } from "./appointment-kinds";
import { bookings } from "./booking";
import { patients } from "./patients";

/**
 * Courses of care (issue 35): a package is sessions of one kind sold together; a purchase is one
 * patient's; its credits are a ledger whose sum is the sessions left. Names and prices are copied onto
 * the purchase, so a later change of the package changes nothing sold.
 */
export const carePackages = pgTable(
  "packages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    names: jsonb("names").$type<{ hi?: string; kn?: string }>().notNull().default({}),
    kindId: text("kind_id")
      .notNull()
      .references(() => appointmentKinds.id, { onDelete: "restrict" }),
    sessions: integer("sessions").notNull(),
    amountInPaisa: integer("amount_in_paisa").notNull(),
    validityDays: integer("validity_days").notNull(),
    sellOnline: boolean("sell_online").notNull().default(false),
    /** A sold package is archived, not deleted: its purchases still name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "packages_numbers_check",
      sql`${t.sessions} > 0 and ${t.amountInPaisa} >= 0 and ${t.validityDays} > 0`,
    ),
  ],
);

export const packagePurchases = pgTable(
  "package_purchases",
  {
    id: text("id").primaryKey(),
    packageId: text("package_id")
      .notNull()
      .references(() => carePackages.id, { onDelete: "restrict" }),
    patientId: text("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "cascade" }),
    /** The package as sold: its name, kind, sessions and price then. */
    name: text("name").notNull(),
    kindId: text("kind_id").notNull(),
    sessionsTotal: integer("sessions_total").notNull(),
    validityDays: integer("validity_days").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    paymentStatus: text("payment_status").notNull(),
    /** cash, upi or card at the front desk; the provider for a payment link. */
    paymentMethod: text("payment_method"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The last day (the clinic's date) a session may be booked against it: set when it is paid. */
    expiresOn: text("expires_on"),
    soldBy: text("sold_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_purchases_patient_idx").on(t.patientId, t.createdAt),
    check("package_purchases_status_check", sql`${t.paymentStatus} in ('PENDING', 'PAID', 'REFUNDED')`),
  ],
);

/** A purchase's credits, one line per change; the sessions left are the sum of `change`. */
export const packageCredits = pgTable(
  "package_credits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purchaseId: text("purchase_id")
      .notNull()
      .references(() => packagePurchases.id, { onDelete: "cascade" }),
    change: integer("change").notNull(),
    reason: text("reason").notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_credits_purchase_idx").on(t.purchaseId, t.at),
    check(
      "package_credits_reason_check",
      sql`${t.reason} in ('purchased', 'used', 'returned', 'expired', 'refunded')`,
    ),
    // A purchase is credited once, however often its payment is confirmed (a webhook replayed).
    uniqueIndex("package_credits_one_purchase_idx").on(t.purchaseId).where(sql`${t.reason} = 'purchased'`),
  ],
);

/**
 * A payment link (issue 35): the amount a patient owes for a booking or a package purchase, paid at
 * `url`. With the dummy provider the URL is the clinic's own page (`/pay/{id}`); the id is random and
 * long enough not to be guessed, as it is the link's only key.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: text("id").primaryKey(),
    /**
     * `link`: a payment link (the dummy's page or Razorpay's short_url); `upi_qr`: a single-use Razorpay
     * UPI QR code shown at the front desk (decision 0133). Both are paid through the same step.
     */
    kind: text("kind").notNull().default("link"),
    purchaseId: text("purchase_id").references(() => packagePurchases.id, { onDelete: "cascade" }),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    /** The provider's own id for the link (Razorpay's plink_… or qr_…); the clinic's id for the dummy. */
    providerLinkId: text("provider_link_id").notNull(),
    url: text("url").notNull(),
    /**
     * `making`: reserved while the provider is asked, outside any transaction (decision 0133); it
     * becomes `open` with the provider's answer, or is removed when the provider fails.
     */
    status: text("status").notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payment_links_status_check",
      sql`${t.status} in ('making', 'open', 'paid', 'expired', 'cancelled')`,
    ),
    check("payment_links_kind_check", sql`${t.kind} in ('link', 'upi_qr')`),
    check("payment_links_one_target_check", sql`num_nonnulls(${t.purchaseId}, ${t.bookingId}) = 1`),
    // At most one open (or being made) link of a kind per purchase and per booking: a second request
    // returns the open one.
    uniqueIndex("payment_links_open_purchase_idx")
      .on(t.purchaseId, t.kind)
      .where(sql`${t.status} in ('making', 'open') and ${t.purchaseId} is not null`),
    uniqueIndex("payment_links_open_booking_idx")
      .on(t.bookingId, t.kind)
      .where(sql`${t.status} in ('making', 'open') and ${t.bookingId} is not null`),
    index("payment_links_provider_link_idx").on(t.providerLinkId),
  ],
);

/**
 * A package bought online with its first session (issue 35, decision 0134): the booking's hold names the
 * package, its payment pays the package's price, and the purchase is made PAID in the payment's
 * transaction (`purchase_id` set then). Kept beside the booking rather than on it: the booking's own
 * columns say how a booking is paid, and this one is paid through the provider as any patient's is.
 */
export const packageOrders = pgTable("package_orders", {
  bookingId: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  packageId: text("package_id")
    .notNull()
    .references(() => carePackages.id, { onDelete: "restrict" }),
  purchaseId: text("purchase_id").references(() => packagePurchases.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
