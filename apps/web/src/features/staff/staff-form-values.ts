import {
  type BusinessHours,
  businessHoursSchema,
  defaultBusinessHours,
} from "@clinic/contract/admin-settings";
import { colourSchema } from "@clinic/contract/appointment-kinds";
import { type StaffMember, type StaffRequestValid, staffRequestSchema } from "@clinic/contract/staff";
import { z } from "zod";

/** What the Users form edits of a member: the request's fields, as the list gives them. */
export type StaffFormMember = Pick<
  StaffMember,
  "email" | "name" | "role" | "colour" | "registrationNumber" | "businessHours" | "calendarId"
>;

/** A colour picker always holds one: this is what it starts on until a practitioner has their own. */
export const startingColour = "#3b6fb6";

/**
 * The form's values: the contract's request, with a colour picker and a week of hours that are always
 * filled in (an `<input type="color">` cannot be empty), each behind a checkbox saying whether the
 * practitioner has their own. Unticked, the request says null: the agenda's neutral colour, the clinic's
 * hours. The hours are checked by the contract's rule only when ticked, so a week left half-typed and
 * then unticked never stops a save.
 */
export const staffFormSchema = staffRequestSchema
  .omit({ colour: true, businessHours: true })
  .extend({
    hasColour: z.boolean(),
    colour: colourSchema,
    ownHours: z.boolean(),
    businessHours: z.custom<BusinessHours>(),
  })
  .superRefine((values, ctx) => {
    if (!values.ownHours) return;
    const checked = businessHoursSchema.safeParse(values.businessHours);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["businessHours", ...issue.path] });
  })
  .transform(
    ({ hasColour, colour, ownHours, businessHours, ...rest }): StaffRequestValid => ({
      ...rest,
      colour: hasColour ? colour : null,
      businessHours: ownHours ? businessHours : null,
    }),
  );
export type StaffFormInput = z.input<typeof staffFormSchema>;

/** The form's first values: a member's, or a new member's (the clinic's hours to start an own week from). */
export function staffFormDefaults(
  member: StaffFormMember | undefined,
  clinicHours: BusinessHours = defaultBusinessHours,
): StaffFormInput {
  return {
    email: member?.email ?? "",
    name: member?.name ?? "",
    role: member?.role ?? "front_desk",
    hasColour: Boolean(member?.colour),
    colour: member?.colour ?? startingColour,
    registrationNumber: member?.registrationNumber ?? "",
    calendarId: member?.calendarId ?? "",
    ownHours: Boolean(member?.businessHours),
    businessHours: member?.businessHours ?? clinicHours,
  };
}
