import type { PublicKind } from "@clinic/contract/appointment-kinds";

/**
 * The default kind's id (the spec's video consultation), as `defaultKindId` of
 * @clinic/contract/appointment-kinds: written here because that module builds zod schemas when it
 * loads, which the wizard's first load must not carry (decision 0063). kind-choice.test.ts checks both agree.
 */
export const wizardDefaultKindId = "consultation";

export type KindChoice = {
  /** Whether the wizard asks for the kind first: only when more than one kind is bookable online. */
  asks: boolean;
  /** The kind booked: the chosen one, else the default; undefined until the kinds have answered. */
  kind: PublicKind | undefined;
  /** The id the slot reads and the booking send: the default kind's before the kinds have answered. */
  kindId: string;
};

/**
 * What the wizard makes of the kinds bookable online (issue 34). With one kind (the default, which is
 * always bookable online) it asks nothing and the wizard is the spec's; with several it asks first.
 * A chosen id no longer listed falls back to the default kind.
 */
export function kindChoice(
  kinds: readonly PublicKind[] | undefined,
  chosenId: string | undefined,
): KindChoice {
  const list = kinds ?? [];
  const kind = list.find((k) => k.id === chosenId) ?? list.find((k) => k.isDefault) ?? list[0];
  return { asks: list.length > 1, kind, kindId: kind?.id ?? wizardDefaultKindId };
}
