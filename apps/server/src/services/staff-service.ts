import {
  type StaffMember,
  type StaffRequestValid,
  type StaffRole,
  staffMessages,
} from "@clinic/contract/staff";
import { insertAuditEntry } from "../db/audit-log-repository";
import type { Database } from "../db/client";
import {
  findLiveStaff,
  insertStaff,
  listLiveStaff,
  removeStaff,
  type StaffProfile,
  type StaffRow,
  updateStaff,
} from "../db/staff-repository";
import { DomainError } from "./domain-error";

/**
 * Staff accounts (issue 34): an owner adds, changes and removes members; ADMIN_EMAIL is always an owner
 * and cannot be changed or removed here; the clinic always keeps one owner. Each change is in the audit
 * log under the owner who made it.
 */
export type StaffDeps = {
  db: Database;
  adminEmail: string | undefined;
  /** Sends a new member their first sign-in link; false when the clinic has no email set up. */
  invite: (email: string) => Promise<boolean>;
};

type Input = StaffRequestValid;

const profileKeys = [
  "colour",
  "registrationNumber",
  "businessHours",
  "calendarId",
] as const satisfies (keyof StaffProfile)[];

/**
 * The practitioner's details a change really changes, after and before, for the audit entry (issue 34):
 * a key left out of the request, or sent as it was, is not named.
 */
function profileChanges(current: StaffProfile, input: Input) {
  const after: StaffProfile = {};
  const before: StaffProfile = {};
  for (const key of profileKeys) {
    const next = input[key];
    if (next === undefined || JSON.stringify(next) === JSON.stringify(current[key] ?? null)) continue;
    Object.assign(after, { [key]: next });
    Object.assign(before, { [key]: current[key] ?? null });
  }
  return { after, before };
}

function memberOf(deps: StaffDeps, row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    isAdminEmail: isAdminEmail(deps, row.email),
    colour: row.colour ?? null,
    registrationNumber: row.registrationNumber ?? null,
    businessHours: row.businessHours ?? null,
    calendarId: row.calendarId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStaff(deps: StaffDeps): Promise<StaffMember[]> {
  return (await listLiveStaff(deps.db)).map((row) => memberOf(deps, row));
}

export async function addStaff(
  deps: StaffDeps,
  input: Input,
  actor: string,
): Promise<{ member: StaffMember; invited: boolean }> {
  if (isAdminEmail(deps, input.email) && input.role !== "owner") throw adminEmailStaysOwner("role");
  const row = await insertStaff(deps.db, input);
  if (!row) throw taken();
  await insertAuditEntry(deps.db, {
    actor,
    action: "staff.added",
    entity: "staff",
    entityId: row.id,
    details: { email: row.email, role: row.role, ...profileChanges({}, input).after },
  });
  // The member exists whether or not the email goes: an owner can print a link with admin:login-link.
  const invited = await deps.invite(row.email).catch(() => false);
  return { member: memberOf(deps, row), invited };
}

export async function changeStaff(
  deps: StaffDeps,
  id: string,
  input: Input,
  actor: string,
): Promise<StaffMember> {
  const current = await found(deps, id);
  // ADMIN_EMAIL's member keeps its address and stays an owner; no one takes the address as a non-owner.
  if (isAdminEmail(deps, current.email) && (input.role !== "owner" || input.email !== current.email))
    throw adminEmailStaysOwner("role");
  if (isAdminEmail(deps, input.email) && input.role !== "owner") throw adminEmailStaysOwner("role");
  if (current.role === "owner" && input.role !== "owner") await keepAnOwner(deps, current.id);
  const row = await updateStaff(deps.db, id, input);
  if (row === "taken") throw taken();
  if (!row) throw new DomainError("not_found", staffMessages.notFound);
  const profile = profileChanges(current, input);
  await insertAuditEntry(deps.db, {
    actor,
    action: "staff.changed",
    entity: "staff",
    entityId: row.id,
    details: {
      email: row.email,
      role: row.role,
      ...profile.after,
      before: { email: current.email, role: current.role, ...profile.before },
    },
  });
  return memberOf(deps, row);
}

export async function deleteStaff(deps: StaffDeps, id: string, actor: string): Promise<void> {
  const current = await found(deps, id);
  if (isAdminEmail(deps, current.email)) throw adminEmailStaysOwner("id");
  if (current.role === "owner") await keepAnOwner(deps, current.id);
  await removeStaff(deps.db, current);
  await insertAuditEntry(deps.db, {
    actor,
    action: "staff.removed",
    entity: "staff",
    entityId: current.id,
    details: { email: current.email, role: current.role },
  });
}

function isAdminEmail(deps: StaffDeps, email: string): boolean {
  return deps.adminEmail !== undefined && email.toLowerCase() === deps.adminEmail.toLowerCase();
}

async function found(deps: StaffDeps, id: string): Promise<StaffRow> {
  const row = await findLiveStaff(deps.db, id);
  if (!row) throw new DomainError("not_found", staffMessages.notFound);
  return row;
}

/** Refuses a change that would leave no owner (ADMIN_EMAIL counts, row or not). */
async function keepAnOwner(deps: StaffDeps, leavingId: string): Promise<void> {
  if (deps.adminEmail) return;
  const owners = (await listLiveStaff(deps.db)).filter((row) => row.role === "owner" && row.id !== leavingId);
  if (owners.length === 0) throw new DomainError("last_owner", staffMessages.lastOwner);
}

function adminEmailStaysOwner(field: "role" | "id"): DomainError {
  return new DomainError("validation_failed", staffMessages.adminEmailOwner, {
    [field]: staffMessages.adminEmailOwner,
  });
}

function taken(): DomainError {
  return new DomainError("staff_email_taken", staffMessages.emailTaken, { email: staffMessages.emailTaken });
}
