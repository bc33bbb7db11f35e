import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The database schema, as code. `npm run db:generate` turns a change here into a new SQL
 * migration under ./migrations, which is committed, reviewed and applied at start.
 */

/** Day-to-day settings an admin changes in the panel (admin.md §3 Settings), one row per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
