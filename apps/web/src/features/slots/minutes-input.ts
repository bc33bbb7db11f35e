/** A minutes field's limits (`durationLimits`, `bufferLimits` of the contract's slot generator). */
export type MinutesLimits = { readonly min: number; readonly max: number };

/**
 * While the admin types: the number typed, when it already is a whole number within the limits (the live
 * count follows it); otherwise null and the form keeps its last valid value. Typing '120' key by key goes
 * through '1' and '12', which are not clamped on the way.
 */
export function typedMinutes(text: string, limits: MinutesLimits): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= limits.min && n <= limits.max ? n : null;
}

/**
 * When the field loses focus or the form is sent: the typed number rounded and clamped to the limits; an
 * empty or unreadable field goes back to `previous` (the last valid value).
 */
export function settledMinutes(text: string, limits: MinutesLimits, previous: number): number {
  if (text.trim() === "") return previous;
  const n = Number(text);
  if (!Number.isFinite(n)) return previous;
  return Math.min(limits.max, Math.max(limits.min, Math.round(n)));
}
