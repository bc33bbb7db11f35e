import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every admin change: who, what, when (DESIGN.md "Rules the database keeps"). Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin's email (or "system" for jobs). */
    actor: text("actor").notNull(),
    /** What was done, e.g. "review.approve", "slot.delete", "pricing.update". */
    action: text("action").notNull(),
    /** What it was done to, e.g. "review", "slot", "pricing". */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** Before/after values or other context; never secrets (mask them before writing). */
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_at").on(t.at),
    index("audit_log_entity").on(t.entity, t.entityId),
    // The audit view filtered by kind, newest first (db/audit-log-repository.ts pageAuditEntries:
    // `entity = $1 [and at in range] order by at desc, id desc`), read backwards. Ascending on purpose:
    // PostgreSQL's `desc` means NULLS FIRST, which a backward scan of an ascending index gives.
    index("audit_log_entity_at").on(t.entity, t.at, t.id),
  ],
);
