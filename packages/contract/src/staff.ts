import { z } from "zod";
import { businessHoursSchema } from "./admin-settings";
import { successEnvelopeSchema } from "./api-envelope";
import { colourSchema } from "./appointment-kinds";
import { controlInLine } from "./control-characters";
import { checkedEmail } from "./email-address";
import { registrationNumberSchema } from "./receipts";

/**
 * The clinic's staff and what each role may do (issue 34). The server enforces the roles on every admin
 * route (its `roles` in the route policy, `x-roles` in the OpenAPI document); the admin screens read
 * them from here to show only what the signed-in person may use.
 */
export const staffRoles = ["owner", "practitioner", "front_desk"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: "Owner",
  practitioner: "Practitioner",
  front_desk: "Front desk",
};

/**
 * Who may call an admin route, by what it touches:
 * - `everyone`: the day's work: bookings, slots, payments, patients' names and contact details.
 * - `clinical`: intake answers and photos, private notes, measurements, the patient export.
 * - `owner`: staff, prices, payments and video settings, the clinic's settings, erasure, the audit log.
 */
export const roleGroups = {
  everyone: ["owner", "practitioner", "front_desk"],
  clinical: ["owner", "practitioner"],
  owner: ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Whether a signed-in role (null: none) is among `roles`: the one test the server and the screens make. */
export function roleMay(roles: readonly StaffRole[], role: StaffRole | null | undefined): boolean {
  return role != null && roles.includes(role);
}

export const staffMessages = {
  emailRequired: "Email address is required",
  emailInvalid: "Please enter a valid email address",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  nameControl: "Name cannot contain control characters",
  role: "Role must be owner, practitioner or front desk",
  emailTaken: "A staff member with this email already exists",
  adminEmailOwner: "This address is ADMIN_EMAIL: it is always an owner",
  lastOwner: "The clinic needs at least one owner",
  created: "Staff member added; a sign-in link is on its way to them",
  createdNoEmail:
    "Staff member added. No email is set up: print their sign-in link with npm run admin:login-link -- --email <their email>",
  updated: "Staff member updated",
  removed: "Staff member removed; their sessions have ended",
  notFound: "Staff member not found",
  calendarId: "Enter the calendar's id as Google shows it, such as name@group.calendar.google.com",
} as const;

/**
 * A practitioner's own Google calendar (issue 34): its id as Google's calendar settings show it ("Calendar
 * ID", an address), shared with the clinic's service account. Blank or null: the clinic's calendar.
 */
export const practitionerCalendarSchema = z
  .string({ error: staffMessages.calendarId })
  .trim()
  .max(254, staffMessages.calendarId)
  .refine((v) => v === "" || z.email().safeParse(v).success, staffMessages.calendarId)
  .transform((v) => (v === "" ? null : v));

/**
 * POST /api/admin/staff and PUT /api/admin/staff/{id}. A practitioner's own details (issue 34): their
 * colour on the agenda, the registration number printed on their receipts (empty or null: the clinic's, from
 * Settings → Receipts), and their business hours (null: the clinic's, from Settings), the bulk slot form's
 * default window. Each is optional: left out on POST, none; left out on PUT, the stored value is kept, so
 * a caller that knows only email, name and role changes nothing else; null clears it.
 */
export const staffRequestSchema = z.object({
  email: checkedEmail(
    z
      .string({ error: staffMessages.emailRequired })
      .trim()
      .min(1, staffMessages.emailRequired)
      .max(320, staffMessages.emailInvalid),
    staffMessages.emailInvalid,
  ).transform((email) => email.toLowerCase()),
  name: z
    .string({ error: staffMessages.nameRequired })
    .trim()
    .min(1, staffMessages.nameRequired)
    .max(100, staffMessages.nameTooLong)
    .refine((name) => !controlInLine.test(name), staffMessages.nameControl),
  role: z.enum(staffRoles, { error: staffMessages.role }),
  colour: colourSchema.nullable().optional(),
  registrationNumber: registrationNumberSchema.optional(),
  businessHours: businessHoursSchema.nullable().optional(),
  calendarId: practitionerCalendarSchema.nullable().optional(),
});
export type StaffRequest = z.input<typeof staffRequestSchema>;
/** What a valid request holds once read (the email trimmed and in lower case). */
export type StaffRequestValid = z.output<typeof staffRequestSchema>;

export const staffIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** ADMIN_EMAIL's member: always an owner, never removed here. */
  isAdminEmail: z.boolean(),
  /** `#rrggbb`, or null: the agenda's neutral colour. */
  colour: z.string().nullable(),
  /** Null: their receipts print the clinic's number from Settings → Receipts. */
  registrationNumber: z.string().nullable(),
  /** Null: the clinic's business hours from Settings. */
  businessHours: businessHoursSchema.nullable(),
  /** Null: their slots and appointments go on the clinic's calendar (when one is set up). */
  calendarId: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = successEnvelopeSchema(z.array(staffMemberSchema));
export const staffMemberResponseSchema = successEnvelopeSchema(staffMemberSchema);
