import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { packagePurchases } from "./packages";

/**
 * Receipts and credit notes (issue 22, decision 0105). A row is the document: everything needed to
 * render the same PDF again later is a snapshot here (the clinic's details, the patient's name, the
 * service), so a later change of settings or an erasure (decision 0102) never changes an issued
 * document's numbers or amounts.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: text("id").primaryKey(),
    /** "REC/26-27/0001": unique, at most 16 characters (CGST Rules 46(b), 49(b)). */
    number: text("number").notNull(),
    series: text("series").notNull(),
    /** "26-27": 1 April 2026 to 31 March 2027 in the clinic's zone. */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** What was paid for: a booking, or a package purchase (issue 35); exactly one of the two. */
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    purchaseId: text("purchase_id").references(() => packagePurchases.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    /** A credit note's receipt. */
    againstReceiptId: text("against_receipt_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    taxTreatment: text("tax_treatment").notNull(),
    /** [{ name: "CGST", percent: 9, amount }, { name: "SGST", … }]; empty for a bill of supply. */
    taxLines: jsonb("tax_lines").notNull(),
    /**
     * When issued; null while it waits for the clinic's legal name and address (decision 0125): its
     * number was taken at payment, the document is issued once Settings → Receipts names the seller.
     */
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    /** razorpay, dummy, cash, upi or card. */
    paymentMethod: text("payment_method").notNull(),
    paymentReference: text("payment_reference").notNull(),
    /** The clinic's details when issued: legal name, address, GSTIN, registration number, SAC, zone; null while waiting. */
    clinic: jsonb("clinic"),
    /** The patient's name when issued (redacted by an erasure: decision 0102, 0105). */
    patient: jsonb("patient").notNull(),
    /** The consultation: description, start, duration, the booking's reference. */
    service: jsonb("service").notNull(),
  },
  (t) => [
    uniqueIndex("receipts_number_key").on(t.number),
    uniqueIndex("receipts_series_year_sequence_key").on(t.series, t.financialYear, t.sequence),
    // One receipt and at most one credit note per booking: a retried payment never issues twice.
    uniqueIndex("receipts_booking_kind_key").on(t.bookingId, t.kind),
    uniqueIndex("receipts_purchase_kind_key").on(t.purchaseId, t.kind),
    check("receipts_one_subject_check", sql`num_nonnulls(${t.bookingId}, ${t.purchaseId}) = 1`),
    index("receipts_issued_at_idx").on(t.issuedAt),
    // The few documents waiting for the seller's details (decision 0125): the dashboard and the job find them.
    index("receipts_waiting_idx").on(t.number).where(sql`${t.issuedAt} is null`),
    check("receipts_waiting_check", sql`(${t.issuedAt} is null) = (${t.clinic} is null)`),
    check("receipts_kind_check", sql`${t.kind} in ('receipt', 'credit_note')`),
    check("receipts_tax_treatment_check", sql`${t.taxTreatment} in ('exempt', 'taxable')`),
    check("receipts_number_length_check", sql`char_length(${t.number}) <= 16`),
    check("receipts_amount_check", sql`${t.amount} > 0`),
    check(
      "receipts_credit_note_check",
      sql`(${t.kind} = 'credit_note') = (${t.againstReceiptId} is not null)`,
    ),
  ],
);

/**
 * The last number given per series and financial year. Bumped with an upsert in the payment's own
 * transaction: the row lock orders concurrent payments on any server, and a rolled-back payment
 * gives its number back (a SEQUENCE would not: decision 0105).
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
