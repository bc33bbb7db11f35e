import { useEffect, useState } from "react";
import { todayKey } from "../../lib/clinic-zone";
import { useAgenda } from "../agenda";
import { useKinds } from "../appointment-kinds";

/** Whose time the new slots are and which kinds they take, sent on every slot of a bulk create. */
export type SlotAssignment = { practitionerId?: string; kindIds?: string[] };

/**
 * The bulk form's practitioner and kinds (issue 34). The practitioners are the agenda's (GET /api/admin/staff
 * is the owners' alone; the agenda lists everyone who sees patients, for every role); the kinds are the
 * clinic's, archived ones left out; the chosen practitioner's own hours are the form's default window.
 * Defaults: the first practitioner, the default kind. Until both lists
 * have come, nothing is chosen and the server's defaults apply (the first practitioner, the default kind).
 */
export function useSlotAssignment(zone: string | undefined) {
  const today = todayKey(zone);
  const agenda = useAgenda(today, today);
  const kindsQuery = useKinds();
  const practitioners = agenda.data?.practitioners ?? [];
  const kinds = (kindsQuery.data?.items ?? []).filter((k) => !k.archived);
  const [practitionerId, setPractitionerId] = useState<string | null>(null);
  const [kindIds, setKindIds] = useState<string[] | null>(null);
  const firstPractitioner = practitioners[0]?.id;
  const defaultKind = kinds.find((k) => k.isDefault)?.id;
  useEffect(() => {
    if (practitionerId === null && firstPractitioner) setPractitionerId(firstPractitioner);
  }, [practitionerId, firstPractitioner]);
  useEffect(() => {
    if (kindIds === null && defaultKind) setKindIds([defaultKind]);
  }, [kindIds, defaultKind]);
  const toggleKind = (id: string) =>
    setKindIds((ids) => {
      const now = ids ?? [];
      return now.includes(id) ? now.filter((k) => k !== id) : [...now, id];
    });
  const chosen = practitioners.find((p) => p.id === practitionerId);
  const assignment: SlotAssignment = {
    ...(practitionerId ? { practitionerId } : {}),
    ...(kindIds ? { kindIds } : {}),
  };
  return {
    /** Either list is still on its way: the form keeps their place (see bulk-create-form). */
    loading: agenda.isPending || kindsQuery.isPending,
    practitioners,
    kinds,
    practitionerId,
    setPractitionerId,
    kindIds: kindIds ?? [],
    toggleKind,
    assignment,
    /** The chosen practitioner's own business hours; null when they keep the clinic's (or none is chosen yet). */
    practitionerHours: chosen?.businessHours ?? null,
    /** The server refuses a slot taking no kind: the form says so before it is sent. */
    noKind: kindIds !== null && kindIds.length === 0,
  };
}
export type SlotAssignmentState = ReturnType<typeof useSlotAssignment>;
