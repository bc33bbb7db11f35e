import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Admin sessions, kept on the server. The browser holds only a random id (256 bits); the table
 * holds its sha256, so a copy of the database does not hand out live sessions.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    /** Who: issuer + subject (an OpenID issuer, or "signin-link" for one-time links). */
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    /** A verified email only; null when there is none. */
    email: text("email"),
    name: text("name"),
    role: text("role"),
    method: text("method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * One-time things that were used: sign-in links and OpenID sign-in attempts (by the sha256 of
 * their id). A second use finds the row and is refused. Rows go once they expire.
 */
export const authOneTimeUses = pgTable("auth_one_time_uses", {
  idHash: text("id_hash").primaryKey(),
  kind: text("kind").notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
