import {
  futureDateFields,
  type Limb,
  type MeasurementRequest,
  type MeasurementSession,
  measurementLimits,
  measurementRequestSchema,
} from "@clinic/contract/measurements";
import type { FieldErrors, Resolver } from "react-hook-form";

/**
 * The entry form's fields, each kept as typed (a comma is a decimal point too): the request's names,
 * numbers as text, the two columns of points as text (a cell never typed in is a hole, not "").
 */
export type MeasurementFields = {
  takenOn: string;
  limb: Limb;
  referencePoint: string;
  spacingCm: string;
  affectedCm: string[];
  otherCm: string[];
  bioimpedance: string;
  islStage: string;
  garmentKind: string;
  garmentClass: string;
  garmentIssuedOn: string;
  notes: string;
  homeCareNote: string;
};

/** The form's start: a session being corrected, or today on the left arm at the usual spacing. */
export function startingFields(from: MeasurementSession | undefined, today: string): MeasurementFields {
  return {
    takenOn: from?.takenOn ?? today,
    limb: from?.limb ?? "left_arm",
    referencePoint: from?.referencePoint ?? "",
    spacingCm: String(from?.spacingCm ?? measurementLimits.defaultSpacingCm),
    affectedCm: from?.affectedCm.map(String) ?? [],
    otherCm: from?.otherCm?.map(String) ?? [],
    bioimpedance: from?.bioimpedance === null || from === undefined ? "" : String(from.bioimpedance),
    islStage: from?.islStage ?? "",
    garmentKind: from?.garmentKind ?? "",
    garmentClass: from?.garmentClass ?? "",
    garmentIssuedOn: from?.garmentIssuedOn ?? "",
    notes: from?.notes ?? "",
    homeCareNote: from?.homeCareNote ?? "",
  };
}

/** Typed text as a number: a comma is a decimal point too; blank is "not entered". */
export const toNumber = (typed: string) =>
  typed.trim() === "" ? Number.NaN : Number(typed.trim().replace(",", "."));

/** The entered points: trailing blanks dropped (the grid always shows a few spare rows). */
function entered(values: string[]): string[] {
  // Array.from, not a spread of the sparse array: a cell never typed in is "" (not a hole).
  const out = Array.from(values, (v) => v ?? "");
  while (out.length > 0 && (out.at(-1) ?? "").trim() === "") out.pop();
  return out;
}

/** What is sent: the request the contract's `measurementRequestSchema` checks, blanks left out. */
export function toRequest(fields: MeasurementFields): MeasurementRequest {
  const a = entered(fields.affectedCm);
  const o = entered(fields.otherCm);
  const optional = (v: string) => (v.trim() === "" ? undefined : v);
  return {
    takenOn: fields.takenOn,
    limb: fields.limb,
    spacingCm: toNumber(fields.spacingCm),
    affectedCm: a.map(toNumber),
    ...(o.length > 0 ? { otherCm: o.map(toNumber) } : {}),
    ...(fields.referencePoint.trim() ? { referencePoint: fields.referencePoint } : {}),
    ...(fields.bioimpedance.trim() ? { bioimpedance: toNumber(fields.bioimpedance) } : {}),
    islStage: optional(fields.islStage) as MeasurementRequest["islStage"],
    garmentKind: optional(fields.garmentKind),
    garmentClass: optional(fields.garmentClass) as MeasurementRequest["garmentClass"],
    garmentIssuedOn: optional(fields.garmentIssuedOn),
    notes: optional(fields.notes),
    homeCareNote: optional(fields.homeCareNote),
  };
}

/**
 * The form's check: the contract's `measurementRequestSchema` (the one the server's routes check with)
 * over what would be sent, and no date after the clinic's today. Each path keeps its first message, a
 * future date before the schema's; a column's own message ("same number of values") and its cells'
 * messages are all kept (zodResolver keeps one of them), so this reads the schema's issues itself.
 * Valid, it hands on the request as built (not the schema's output), as the form always sent it.
 */
export function measurementResolver(today: string): Resolver<MeasurementFields, unknown, MeasurementRequest> {
  return async (fields) => {
    const request = toRequest(fields);
    const found = futureDateFields(request, today);
    const checked = measurementRequestSchema.safeParse(request);
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
    if (Object.keys(found).length === 0) return { values: request, errors: {} };
    return { values: {}, errors: nested(found) };
  };
}

/** Errors by dotted path ("affectedCm.1") as react-hook-form holds them: nested by the path's parts. */
function nested(flat: Record<string, string>): FieldErrors<MeasurementFields> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    let node = out;
    for (const part of path.split(".")) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    Object.assign(node, { type: "validate", message });
  }
  return out as FieldErrors<MeasurementFields>;
}

const errorKeys = new Set(["type", "message", "types", "ref"]);
/**
 * The form's errors by dotted path, as the fields and the grid show them: "takenOn", "affectedCm.1",
 * "otherCm" (a column's own message, also where react-hook-form puts an array's `root`).
 */
export function errorsByPath(errors: object, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (errorKeys.has(key) || !value || typeof value !== "object") continue;
    const path = key === "root" ? prefix.slice(0, -1) : `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === "string" && path) out[path] ??= message;
    for (const [inner, text] of Object.entries(errorsByPath(value, `${path}.`))) out[inner] ??= text;
  }
  return out;
}
