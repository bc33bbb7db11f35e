import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * The database schema, as code, one file per feature in src/db/schema/. `npm run db:generate`
 * turns a change into a new SQL migration under src/db/migrations, committed, reviewed and
 * applied at start.
 */

/** Day-to-day settings an admin changes in the panel (admin.md §3 Settings), one row per key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
