import { z } from "zod";
import { successEnvelopeSchema } from "./api-envelope";
import { dateKeySchema } from "./slots";

/**
 * GET /api/admin/audit?kind&from&to&page&pageSize (issue 8; decision 0038): the audit log,
 * newest first, paged by the server. Read-only: no call edits or deletes an entry.
 * `kind` is the entry's entity ("slot", "booking", "review", "pricing", "settings", ...);
 * `from`/`to` are days in the clinic's zone, both inclusive.
 */
export const auditPageSizes = [10, 25, 50, 100] as const;
export const defaultAuditPageSize = 25;

export const auditQuerySchema = z
  .object({
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9_.-]{0,39}$/, "kind must be a lower-case word such as slot or booking")
      .optional(),
    from: dateKeySchema.optional(),
    to: dateKeySchema.optional(),
    page: z.coerce.number().int().min(1, "page starts at 1").max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(100, "pageSize may be at most 100")
      .default(defaultAuditPageSize),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** The staff member the actor's email belongs to (issue 34); null for "system" or a stranger. */
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** `details.before` and `details.after` when the entry has them. */
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  /** The rest of the entry's details. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every kind on record, for the filter. */
  kinds: z.array(z.string()),
  timezone: z.string(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
export const auditResponseSchema = successEnvelopeSchema(auditPageSchema);

/** A before/after value as one short line for the table. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return String(value);
  if (typeof value === "object" && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${k}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`,
    );
    return parts.join(", ");
  }
  return JSON.stringify(value);
}
