import { slotMessages } from "@clinic/contract/admin-slots";
import {
  bufferLimits,
  bulkCreateDefaults,
  durationLimits,
  type GeneratedSlot,
  generateSlots,
  slotGeneratorInputSchema,
} from "@clinic/contract/slot-generator";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "../../components/ui/toast";
import { useClinicCalendar } from "../../lib/clinic-calendar";
import { adminSlotsApi, adminSlotsKey } from "./admin-slots-api";
import { bulkCreateToast, zeroSlotsHint } from "./bulk-create-outcome";
import { classifyPreview, countByState, type PreviewSlot } from "./bulk-preview";
import { windowFromBusinessHours } from "./business-hours-window";
import { type MinutesLimits, settledMinutes, typedMinutes } from "./minutes-input";
import { slotCallErrorTitle } from "./slot-call-errors";
import { useSlotAssignment } from "./use-slot-assignment";

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
const minutesFields = ["durationMinutes", "bufferMinutes"] as const;
/**
 * The form's fields: the generator's input, and what the admin is typing in each minutes field, kept as
 * typed and settled (clamped) only on blur and submit, not per keystroke; the number follows the typing
 * whenever it already is a valid one, so the count and the preview move with it.
 */
export type BulkFields = BulkFormState & { typed: Record<MinutesField, string> };
const minutesLimits: Record<MinutesField, MinutesLimits> = {
  durationMinutes: durationLimits,
  bufferMinutes: bufferLimits,
};
const noClosedDays = { holidays: [], blackoutRanges: [] };
const noSlots: never[] = [];
type BulkSend = z.output<typeof slotGeneratorInputSchema>;
const checkGeneratorInput = zodResolver(slotGeneratorInputSchema);
/** The contract's generator input, the one the generator (the server's check too) parses; `typed` is not sent. */
const resolver: Resolver<BulkFields, unknown, BulkSend> = (values, context, options) =>
  checkGeneratorInput(values, context, options as never);

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
 * The bulk-create form (react-hook-form) and its preview (admin.md §2): the generated slots (the
 * contract's generator, as the server's check), each marked as the server will treat it: created,
 * skipped for an overlap with an existing slot, or skipped for a closed day. The count is of those created.
 */
export function useBulkCreate(onCreated: () => void) {
  const fields = useForm<BulkFields, unknown, BulkSend>({
    resolver,
    defaultValues: {
      startDate: "",
      endDate: "",
      startTime: bulkCreateDefaults.startTime,
      endTime: bulkCreateDefaults.endTime,
      durationMinutes: bulkCreateDefaults.durationMinutes,
      bufferMinutes: bulkCreateDefaults.bufferMinutes,
      weekdays: [...bulkCreateDefaults.weekdays],
      typed: {
        durationMinutes: String(bulkCreateDefaults.durationMinutes),
        bufferMinutes: String(bulkCreateDefaults.bufferMinutes),
      },
    },
  });
  const { getValues, setValue, watch } = fields;
  const calendar = useClinicCalendar();
  // Slots are made in the clinic's zone as Settings has it (decision 0064); none until it is known.
  const zone = calendar.data?.adminTimezone;
  const assign = useSlotAssignment(zone);
  // The default window is the chosen practitioner's own business hours, else Settings' (issues 8, 34):
  // it follows the practitioner chosen until the admin edits the form.
  const hours = assign.practitionerHours ?? calendar.data?.businessHours;
  const edited = useRef(false);
  useEffect(() => {
    if (!hours || edited.current) return;
    const window = windowFromBusinessHours(hours);
    if (!window) return;
    setValue("startTime", window.startTime);
    setValue("endTime", window.endTime);
    setValue("weekdays", window.weekdays);
  }, [hours, setValue]);
  const closed = calendar.data ?? noClosedDays;

  const [startDate, endDate, startTime, endTime, durationMinutes, bufferMinutes, weekdays] = watch([
    "startDate",
    "endDate",
    "startTime",
    "endTime",
    "durationMinutes",
    "bufferMinutes",
    "weekdays",
  ]);
  const days = weekdays.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `days` stands for the weekdays' values
  const form: BulkFormState = useMemo(
    () => ({ startDate, endDate, startTime, endTime, durationMinutes, bufferMinutes, weekdays }),
    [startDate, endDate, startTime, endTime, durationMinutes, bufferMinutes, days],
  );

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

  const edit = () => {
    edited.current = true;
  };
  const toggleWeekday = (day: number) => {
    edit();
    const days = getValues("weekdays");
    setValue("weekdays", days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort());
  };
  const typeMinutes = (k: MinutesField, text: string) => {
    edit();
    const value = typedMinutes(text, minutesLimits[k]);
    if (value !== null) setValue(k, value);
  };
  /** A minutes field's typing settled: clamped, or its last valid value if empty; shown as settled. */
  const settleMinutes = (k: MinutesField) => {
    const value = settledMinutes(getValues(`typed.${k}`), minutesLimits[k], getValues(k));
    setValue(k, value);
    setValue(`typed.${k}`, String(value));
  };

  const create = useMutation({
    mutationFn: (slots: GeneratedSlot[]) =>
      adminSlotsApi.bulkCreate(slots.map((slot) => ({ ...slot, ...assign.assignment }))),
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

  const send = fields.handleSubmit(async (final) => {
    const toCreate = classifyPreview(future(generated(final, zone)), taken, closed)
      .filter((s) => s.state === "new")
      .map(({ state: _, ...slot }) => slot);
    if (toCreate.length === 0 || assign.noKind) return;
    // onError has said why it failed; the form stays as it was.
    await create.mutateAsync(toCreate).catch(() => undefined);
  });
  /** Sends the form with each minutes field being typed settled first (as on blur). */
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    for (const k of minutesFields) settleMinutes(k);
    void send(event);
  }

  return {
    fields,
    assign,
    form,
    busy,
    zone,
    preview,
    count,
    hint,
    edit,
    toggleWeekday,
    typeMinutes,
    settleMinutes,
    submit,
  };
}

export type BulkCreate = ReturnType<typeof useBulkCreate>;
