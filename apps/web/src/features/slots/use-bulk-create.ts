import { slotMessages } from "@clinic/contract/admin-slots";
import {
  bufferLimits,
  bulkCreateDefaults,
  durationLimits,
  type GeneratedSlot,
  generateSlots,
} from "@clinic/contract/slot-generator";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "../../components/ui/toast";
import { useAdminSettings } from "../../lib/admin-settings";
import { adminSlotsApi, adminSlotsKey } from "./admin-slots-api";
import { bulkCreateToast, zeroSlotsHint } from "./bulk-create-outcome";
import { classifyPreview, countByState, type PreviewSlot } from "./bulk-preview";
import { windowFromBusinessHours } from "./business-hours-window";
import { type MinutesLimits, settledMinutes, typedMinutes } from "./minutes-input";
import { slotCallErrorTitle } from "./slot-call-errors";

export type BulkFormState = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  bufferMinutes: number;
  weekdays: number[];
};
export type MinutesField = "durationMinutes" | "bufferMinutes";
const minutesLimits: Record<MinutesField, MinutesLimits> = {
  durationMinutes: durationLimits,
  bufferMinutes: bufferLimits,
};
const noClosedDays = { holidays: [], blackoutRanges: [] };
const noSlots: never[] = [];

/** Every slot the form makes in the clinic's zone, past ones included; none until the zone is known. */
function generated(form: BulkFormState, zone: string | undefined): GeneratedSlot[] {
  if (!zone || !form.startDate || !form.endDate || !form.startTime || !form.endTime) return [];
  try {
    return generateSlots({ ...form, tz: zone });
  } catch {
    return [];
  }
}
const future = (slots: GeneratedSlot[]) => slots.filter((s) => Date.parse(s.startAt) > Date.now());

/**
 * The bulk-create form's state and its preview (admin.md §2): the generated slots (the contract's
 * generator, as the server's check), each marked as the server will treat it: created, skipped for
 * an overlap with an existing slot, or skipped for a closed day. The count is of those created.
 */
export function useBulkCreate(onCreated: () => void) {
  const [form, setForm] = useState<BulkFormState>({
    startDate: "",
    endDate: "",
    startTime: bulkCreateDefaults.startTime as string,
    endTime: bulkCreateDefaults.endTime as string,
    durationMinutes: bulkCreateDefaults.durationMinutes as number,
    bufferMinutes: bulkCreateDefaults.bufferMinutes as number,
    weekdays: [...bulkCreateDefaults.weekdays],
  });
  // What the admin is typing in a minutes field: clamped only on blur and submit, not per keystroke.
  const [typing, setTyping] = useState<Partial<Record<MinutesField, string>>>({});
  // Settings' business hours are the default window (issue 8), until the admin edits the form.
  const settings = useAdminSettings();
  const edited = useRef(false);
  useEffect(() => {
    if (!settings.data || edited.current) return;
    const window = windowFromBusinessHours(settings.data.businessHours);
    if (window) setForm((f) => ({ ...f, ...window }));
  }, [settings.data]);
  // Slots are made in the clinic's zone as Settings has it (decision 0064); none until it is known.
  const zone = settings.data?.adminTimezone;
  const closed = settings.data ?? noClosedDays;

  // The slots already in the chosen dates, to show which new ones the server would skip.
  const { startDate: from, endDate: to } = form;
  const inRange = Boolean(from && to && from <= to);
  const existing = useQuery({
    queryKey: [...adminSlotsKey, "range", from, to],
    queryFn: ({ signal }) => adminSlotsApi.range(from, to, signal),
    enabled: inRange,
  });
  const taken = (inRange && existing.data) || noSlots;
  const made = useMemo(() => generated(form, zone), [form, zone]);
  const preview: PreviewSlot[] = useMemo(
    () => classifyPreview(future(made), taken, closed),
    [made, taken, closed],
  );
  const states = countByState(preview);
  const count = states.new;
  const hint =
    count === 0 && from && to ? zeroSlotsHint({ ...form, generated: made.length, states }) : undefined;

  const set = <K extends keyof BulkFormState>(k: K, v: BulkFormState[K]) => {
    edited.current = true;
    setForm((f) => ({ ...f, [k]: v }));
  };
  const typeMinutes = (k: MinutesField, text: string) => {
    edited.current = true;
    setTyping((t) => ({ ...t, [k]: text }));
    const value = typedMinutes(text, minutesLimits[k]);
    if (value !== null) set(k, value);
  };
  const settleMinutes = (k: MinutesField) => {
    const text = typing[k];
    if (text === undefined) return;
    set(k, settledMinutes(text, minutesLimits[k], form[k]));
    setTyping((t) => ({ ...t, [k]: undefined }));
  };
  /** The form with each minutes field being typed settled: clamped, or its last valid value if empty. */
  const settled = (): BulkFormState => {
    const out = { ...form };
    for (const k of ["durationMinutes", "bufferMinutes"] as const) {
      const text = typing[k];
      if (text !== undefined) out[k] = settledMinutes(text, minutesLimits[k], form[k]);
    }
    return out;
  };

  const create = useMutation({
    mutationFn: (slots: GeneratedSlot[]) => adminSlotsApi.bulkCreate(slots),
    onSuccess: ({ data }) => {
      if (data.calendarEventsFailed > 0)
        toast.error(
          `${data.calendarEventsFailed} calendar events failed to create. Slots were created but may not appear in calendar.`,
        );
      const outcome = bulkCreateToast(data);
      toast[outcome.tone](outcome.title, { description: outcome.description });
      onCreated();
    },
    onError: (error) =>
      toast.error(
        slotCallErrorTitle(
          error,
          error instanceof Error && error.message ? error.message : slotMessages.createFailed,
        ),
      ),
  });
  const busy = create.isPending;

  function submit() {
    if (busy) return;
    const final = settled();
    setForm(final);
    setTyping({});
    const toCreate = classifyPreview(future(generated(final, zone)), taken, closed)
      .filter((s) => s.state === "new")
      .map(({ state: _, ...slot }) => slot);
    if (toCreate.length === 0) return;
    create.mutate(toCreate);
  }

  return { form, typing, busy, zone, preview, count, hint, set, typeMinutes, settleMinutes, submit };
}

export type BulkCreate = ReturnType<typeof useBulkCreate>;
