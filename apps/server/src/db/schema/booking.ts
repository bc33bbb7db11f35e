import { liveBookingStatuses } from "@clinic/contract/booking";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { appointmentKinds } from "./appointment-kinds";
import { patients } from "./patients";
import { staff } from "./staff";

/**
 * `('PENDING', 'PAID')`: the statuses of a booking that holds its slot (the contract's
 * liveBookingStatuses), for every SQL text that needs them, the partial indexes' predicates included.
 */
export const liveStatusList = sql.raw(`(${liveBookingStatuses.map((s) => `'${s}'`).join(", ")})`);

/** Consultation slots (admin.md §3 Slot). Status moves follow packages/contract/src/slots.ts. */
export const slots = pgTable(
  "slots",
  {
    id: text("id").primaryKey(),
    dateKey: text("date_key").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    tz: text("tz").notNull().default("Asia/Kolkata"),
    status: text("status").notNull().default("OPEN"),
    calendarEventId: text("calendar_event_id"),
    /**
     * The Google calendar that holds `calendarEventId`: the practitioner's own when they have one
     * (issue 34), null for the clinic's (GOOGLE_CALENDAR_ID). Kept with the event, so a practitioner who
     * changes calendars later still has their earlier events updated where they are.
     */
    calendarId: text("calendar_id"),
    /** Whose time this is (issue 34): null only until the server's first start after migration 0029. */
    practitionerId: text("practitioner_id").references(() => staff.id, { onDelete: "restrict" }),
    /** The appointment kinds this slot may take (issue 34); the default kind unless the clinic says more. */
    kindIds: text("kind_ids").array().notNull().default(sql`'{consultation}'`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slots_date_key_idx").on(t.dateKey, t.startAt),
    // The slot lists in start order (Show All Slots, the bookings table's Date & Time), all or by status:
    // read along an index, not sorted whole (bench:admin).
    index("slots_start_at_idx").on(t.startAt),
    index("slots_status_start_at_idx").on(t.status, t.startAt),
    // One slot per practitioner at a time; several practitioners may have the same times.
    unique("slots_practitioner_start_key").on(t.practitionerId, t.startAt).nullsNotDistinct(),
    index("slots_kind_ids_idx").using("gin", t.kindIds),
    check("slots_status_check", sql`${t.status} in ('OPEN', 'HELD', 'BOOKED', 'COMPLETED')`),
    check("slots_time_order_check", sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** Bookings (admin.md §3 Booking). At most one live booking (PENDING or PAID) per slot. */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull(),
    /** The series it was booked in (issue 35): several sessions booked at once; each moves and ends alone. */
    seriesId: text("series_id"),
    slotId: text("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "restrict" }),
    status: text("status").notNull(),
    flow: text("flow").notNull(),
    isAdminBooking: boolean("is_admin_booking").notNull().default(false),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    /** The patient record this booking belongs to (decision 0099); set when it is paid or made by the clinic. */
    patientId: text("patient_id").references(() => patients.id, { onDelete: "set null" }),
    timezone: text("timezone").notNull(),
    /** The language the booking was made in (issue 33): its emails, messages and receipt follow it. */
    locale: text("locale").notNull().default("en"),
    notes: text("notes").notNull().default(""),
    /** What was booked (issue 34): its price, place and length; the default kind for older bookings. */
    kindId: text("kind_id")
      .notNull()
      .default("consultation")
      .references(() => appointmentKinds.id, { onDelete: "restrict" }),
    /** Where a home visit is: the patient's address, typed in step 2 (null for other kinds). */
    visitAddress: text("visit_address"),
    /** Marked by the clinic once the start has passed: 'attended' or 'no_show' (null: not marked). */
    attendance: text("attendance"),
    attendanceAt: timestamp("attendance_at", { withTimezone: true }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /**
     * The receipt treatment when the booking was made, and the tax it fixes (decision 0125,
     * `bookingTax` of the contract): its answers, emails, earnings and receipt all read these.
     * Exempt: `tax_percent` and `tax_amount` are 0.
     */
    taxTreatment: text("tax_treatment").notNull(),
    taxPercent: integer("tax_percent").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    orderId: text("order_id").notNull(),
    paymentId: text("payment_id"),
    /**
     * How the clinic took payment for a booking it made (decision 0094): 'not_charged', 'cash', 'upi'
     * or 'card'; null for a patient's own booking, paid through `payment_provider`. `amount` is what
     * was received: 0 when not charged.
     */
    paymentMethod: text("payment_method"),
    meetingLink: text("meeting_link"),
    /** `inserted`: on the clinic's calendar with the patient as attendee; `emailed`: the .ics only. */
    userCalendar: text("user_calendar"),
    /** sha256 of the manage link's token (the token itself is only in the patient's email). */
    manageTokenHash: text("manage_token_hash"),
    /**
     * The manage token sealed with APP_SECRET (services/secret-box.ts, bound to this booking), so the
     * reminders can carry the manage link (decision 0066); null for bookings paid before migration 0007.
     */
    manageTokenSealed: text("manage_token_sealed"),
    /** sha256 of the client address, to limit live holds per client without keeping the address. */
    clientKey: text("client_key").notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_one_live_per_slot").on(t.slotId).where(sql`${t.status} in ${liveStatusList}`),
    uniqueIndex("bookings_order_id_key").on(t.orderId),
    uniqueIndex("bookings_reference_key").on(t.reference),
    uniqueIndex("bookings_razorpay_payment_key")
      .on(t.paymentId)
      .where(sql`${t.paymentProvider} = 'razorpay' and ${t.paymentId} is not null`),
    index("bookings_pending_expiry_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'PENDING'`),
    index("bookings_client_live_idx").on(t.clientKey).where(sql`${t.status} = 'PENDING'`),
    // With the client's index, the live holds of a person are counted by index, not by scanning
    // every live hold (db/hold-repository.ts readHoldTerms; decision 0074).
    index("bookings_email_live_idx").on(t.customerEmail).where(sql`${t.status} = 'PENDING'`),
    index("bookings_phone_live_idx").on(t.customerPhone).where(sql`${t.status} = 'PENDING'`),
    // The admin bookings table sorted by a booking column reads live bookings in its order
    // (db/admin-slots-repository.ts bookingSortedPage; decision 0076).
    index("bookings_live_name_idx")
      .on(sql`lower(${t.customerName})`)
      .where(sql`${t.status} in ${liveStatusList}`),
    index("bookings_live_email_idx")
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.status} in ${liveStatusList}`),
    index("bookings_live_phone_idx").on(t.customerPhone).where(sql`${t.status} in ${liveStatusList}`),
    index("bookings_live_created_idx").on(t.createdAt).where(sql`${t.status} in ${liveStatusList}`),
    // The earnings panel's range over payment times (db/dashboard-repository.ts earningsByPeriod).
    index("bookings_patient_idx").on(t.patientId).where(sql`${t.patientId} is not null`),
    // The linking job's claim of paid or clinic-made bookings still without a record (decision 0099).
    index("bookings_unlinked_idx")
      .on(t.createdAt)
      .where(sql`${t.patientId} is null and (${t.status} = 'PAID' or ${t.isAdminBooking})`),
    index("bookings_paid_at_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    // A network with a paid booking is no new network for reviews (decision 0115).
    index("bookings_paid_client_idx").on(t.clientKey).where(sql`${t.paidAt} is not null`),
    check("bookings_status_check", sql`${t.status} in ('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED')`),
    check("bookings_amount_check", sql`${t.amount} >= 0`),
    check(
      "bookings_payment_method_check",
      sql`(${t.isAdminBooking} and ${t.paymentMethod} in ('not_charged', 'cash', 'upi', 'card', 'package')) or (not ${t.isAdminBooking} and ${t.paymentMethod} is null)`,
    ),
    check(
      "bookings_tax_check",
      sql`${t.taxTreatment} = 'taxable' or (${t.taxTreatment} = 'exempt' and ${t.taxPercent} = 0 and ${t.taxAmount} = 0)`,
    ),
    check("bookings_locale_check", sql`${t.locale} in ('en', 'hi', 'kn')`),
    check("bookings_attendance_check", sql`${t.attendance} in ('attended', 'no_show')`),
    index("bookings_kind_idx").on(t.kindId),
    check(
      "bookings_not_charged_amount_check",
      // A session paid from a package (issue 35) takes no money either: its package was paid.
      sql`${t.paymentMethod} not in ('not_charged', 'package') or ${t.paymentMethod} is null or (${t.amount} = 0 and ${t.taxAmount} = 0)`,
    ),
  ],
);

/** The consultation price (admin.md §3 Pricing); one row, id 1. Amount includes tax (decision 0017). */
export const pricing = pgTable("pricing", {
  id: integer("id").primaryKey().default(1),
  amountInPaisa: integer("amount_in_paisa").notNull(),
  currency: text("currency").notNull(),
  taxPercent: integer("tax_percent").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  bufferMinutes: integer("buffer_minutes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys: claimed in the same transaction as the work, answered again for the
 * same key and body, kept at least 24 h (decision 0021). `booking_id` and `patient_id` name the
 * record an answer is about: erasing that record replaces the answer by "erased" (decision 0116).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    bookingId: text("booking_id"),
    patientId: text("patient_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operation, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    index("idempotency_keys_booking_idx").on(t.bookingId).where(sql`${t.bookingId} is not null`),
    index("idempotency_keys_patient_idx").on(t.patientId).where(sql`${t.patientId} is not null`),
  ],
);

/** Solved captcha challenges, each accepted once (the reviews form reuses this). */
export const captchaUses = pgTable(
  "captcha_uses",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_uses_expires_idx").on(t.expiresAt)],
);

/**
 * Emails to send, written in the transaction that causes them and delivered by a job with
 * retries and backoff; (kind, booking) is unique, so each is queued once.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    icsAttachment: text("ics_attachment"),
    status: text("status").notNull().default("pending"),
    /**
     * Who waits when the mail server limits the rate (decision 0115): 0 the patients' emails (bookings,
     * reminders, refunds), 1 the clinic's notices (`clinic-…`), 2 the review digests. Derived from the
     * kind, so no caller can forget it; the claim takes the lowest first.
     */
    priority: smallint("priority")
      .notNull()
      .generatedAlwaysAs(
        sql`case when kind like 'review%' then 2 when kind like 'clinic-%' then 1 else 0 end`,
      ),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_outbox_kind_booking_key").on(t.kind, t.bookingId),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
