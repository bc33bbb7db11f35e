import { type AdminSlot, deleteSlotQuestion, slotMessages } from "@clinic/contract/admin-slots";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { loadFailure, useLoadFailureToast } from "../../app/load-failure";
import { buttonStyles } from "../../components/ui/button-styles";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useClinicCalendar } from "../../lib/clinic-calendar";
import { todayKey, useClinicZone } from "../../lib/clinic-zone";
import { adminSlotsApi, adminSlotsKey } from "./admin-slots-api";
import { BulkCreateForm } from "./bulk-create-form";
import { CreateBookingDialog } from "./create-booking-dialog";
import { EditSlotDialog } from "./edit-slot-dialog";
import type { SlotHandlers } from "./slot-actions";
import { slotCallErrorTitle } from "./slot-call-errors";
import { SlotDialog } from "./slot-dialog";
import { ListControls, SlotListBody } from "./slot-list-section";
import { SlotTiles } from "./slot-tiles";
import { useBulkCreate } from "./use-bulk-create";
import { useSlotCalls } from "./use-slot-calls";
import { type SlotsView, useSlotsView } from "./use-slots-view";
import { addDays, weekDays, weekStart } from "./week-layout";
import { WeekToolbar } from "./week-toolbar";
import { WeekLegend, WeekView } from "./week-view";

const noClosedDays = { holidays: [], blackoutRanges: [] };

/**
 * admin.md §2 'Manage Slots': bulk create, then the slots as a list by day (the default, and the
 * view for keyboard and screen-reader users) or as a week; both offer each slot's actions (§4).
 */
export function SlotsPage() {
  const queryClient = useQueryClient();
  const zone = useClinicZone();
  const calendar = useClinicCalendar();
  const { view, monday, setView, showWeekOf } = useSlotsView(zone);
  const [showAll, setShowAll] = useState(true);
  // The chosen day, else today in the clinic's zone.
  const [pickedDate, setDate] = useState<string>();
  const date = pickedDate ?? todayKey(zone);
  const [booking, setBooking] = useState<AdminSlot | null>(null);
  const [deleting, setDeleting] = useState<AdminSlot | null>(null);
  const [editing, setEditing] = useState<AdminSlot | null>(null);
  const [opened, setOpened] = useState<AdminSlot | null>(null);
  const [weekFocus, setWeekFocus] = useState(0);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin"] });
  const calls = useSlotCalls(refresh);
  const bulk = useBulkCreate(refresh);
  // A new start date in the form brings its week into the week view, where its preview shows.
  const bulkStart = bulk.form.startDate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new start date moves the week
  useEffect(() => {
    if (bulkStart) showWeekOf(bulkStart);
  }, [bulkStart]);

  const selected = showAll ? null : date;
  const sunday = addDays(monday, 6);
  const query = useQuery({
    queryKey: view === "week" ? [...adminSlotsKey, "range", monday, sunday] : [...adminSlotsKey, selected],
    queryFn: ({ signal }) =>
      view === "week" ? adminSlotsApi.range(monday, sunday, signal) : adminSlotsApi.list(selected, signal),
  });
  // Toasted on the first failed attempt, once (the retries go on); a load cancelled because the date
  // changed meanwhile is not a failure: no toast (admin.md §8; screen guide: A failed load says so at its
  // first failure, once).
  const failed = loadFailure(query);
  useLoadFailureToast(
    failed && {
      title: slotCallErrorTitle(
        failed.error,
        view === "list" && selected ? slotMessages.loadFailedForDate : slotMessages.loadFailed,
      ),
    },
    "admin-slots-load-failed",
  );
  const slots = [...(query.data ?? [])].sort((a, b) => a.startAt.localeCompare(b.startAt));
  const on: SlotHandlers = {
    book: setBooking,
    move: (slot, to) => void calls.move(slot, to),
    remove: setDeleting,
    edit: setEditing,
  };
  const shownZone = zone ?? slots[0]?.tz ?? "Asia/Kolkata";

  return (
    <div className="space-y-6">
      <FormProvider {...bulk.fields}>
        <BulkCreateForm
          bulk={bulk}
          onShowPreview={() => {
            setView("week");
            setWeekFocus((n) => n + 1);
          }}
        />
      </FormProvider>
      <section
        aria-labelledby="slot-list-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="slot-list-title" className="text-xl font-semibold text-slate-900">
            Slots
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            <ViewToggle view={view} onChange={setView} />
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              {query.isFetching ? "Loading..." : "Refresh"}
            </button>
          </div>
        </div>
        <div className="mt-3">
          {view === "list" ? (
            <ListControls
              showAll={showAll}
              onShowAll={setShowAll}
              date={date}
              minDate={todayKey(zone)}
              onDate={setDate}
            />
          ) : (
            <WeekToolbar monday={monday} thisMonday={weekStart(todayKey(zone))} onGo={showWeekOf} />
          )}
        </div>
        <SlotTiles slots={slots} />
        {view === "list" ? (
          <SlotListBody
            slots={slots}
            zone={shownZone}
            loading={query.isFetching}
            dateChosen={!showAll}
            on={on}
          />
        ) : (
          <div className="mt-4 space-y-3">
            <WeekLegend withPreview={bulk.preview.length > 0} />
            <WeekView
              days={weekDays(monday)}
              slots={slots}
              preview={bulk.preview}
              zone={shownZone}
              today={todayKey(zone)}
              closed={calendar.data ?? noClosedDays}
              onOpen={setOpened}
              focusRequest={weekFocus}
            />
          </div>
        )}
      </section>
      <SlotDialog slot={opened} zone={shownZone} on={on} onClose={() => setOpened(null)} />
      <CreateBookingDialog
        slot={booking}
        variant="slots"
        onClose={() => setBooking(null)}
        onCreated={refresh}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Slot"
        question={deleteSlotQuestion}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const slot = deleting;
          setDeleting(null);
          if (slot) void calls.remove(slot);
        }}
      />
      <EditSlotDialog slot={editing} onClose={() => setEditing(null)} onSave={on.move} />
    </div>
  );
}

/** "List" or "Week": two pressed-state buttons (the list first: it is the default). */
function ViewToggle({ view, onChange }: { view: SlotsView; onChange(view: SlotsView): void }) {
  const options: [SlotsView, string][] = [
    ["list", "List"],
    ["week", "Week"],
  ];
  return (
    <fieldset className="inline-flex rounded-lg border border-brand-700 p-0.5">
      <legend className="sr-only">View</legend>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          className={`min-h-11 min-w-16 rounded-md px-3 font-semibold ${view === value ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
