// @vitest-environment happy-dom
import { type BusinessHours, defaultBusinessHours } from "@clinic/contract/admin-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ range: vi.fn(), bulkCreate: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./admin-slots-api", async (original) => ({
  ...(await original<typeof import("./admin-slots-api")>()),
  adminSlotsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));
// The clinic calendar: the clinic's zone, and business hours Monday to Saturday, 10:00 to 14:00.
const businessHours: BusinessHours = {
  ...defaultBusinessHours,
  monday: { closed: false, open: "10:00", close: "14:00" },
  saturday: { closed: false, open: "10:00", close: "14:00" },
};
const settings = { adminTimezone: "Asia/Kolkata", businessHours, holidays: [], blackoutRanges: [] };
vi.mock("../../lib/clinic-calendar", () => ({ useClinicCalendar: () => ({ data: settings }) }));
// The practitioners (the agenda's answer) and the clinic's kinds (issue 34).
// Dr Ravi has his own hours (Users screen): mornings, Tuesday to Thursday.
const raviHours: BusinessHours = {
  ...defaultBusinessHours,
  monday: { closed: true, open: "09:00", close: "17:00" },
  friday: { closed: true, open: "09:00", close: "17:00" },
  tuesday: { closed: false, open: "07:00", close: "11:00" },
};
const practitioners = [
  { id: "p-1", name: "Dr Asha", colour: null, businessHours: null },
  { id: "p-2", name: "Dr Ravi", colour: null, businessHours: raviHours },
];
// `lists.pending`: both lists still on their way.
const lists = vi.hoisted(() => ({ pending: false }));
const pending = { data: undefined, isPending: true };
vi.mock("../agenda", () => ({
  useAgenda: () =>
    lists.pending
      ? pending
      : { data: { practitioners, items: [], timezone: "Asia/Kolkata" }, isPending: false },
}));
const kind = (id: string, name: string, isDefault: boolean, archived = false) => ({
  id,
  name,
  isDefault,
  archived,
});
const kinds = [
  kind("consultation", "Video consultation", true),
  kind("k-clinic", "Clinic visit", false),
  kind("k-old", "Old kind", false, true),
];
vi.mock("../appointment-kinds", () => ({
  useKinds: () => (lists.pending ? pending : { data: { items: kinds }, isPending: false }),
}));

const { BulkCreateForm } = await import("./bulk-create-form");
const { useBulkCreate } = await import("./use-bulk-create");

function Page({ onCreated }: { onCreated(): void }) {
  const bulk = useBulkCreate(onCreated);
  return (
    <FormProvider {...bulk.fields}>
      <BulkCreateForm bulk={bulk} onShowPreview={() => {}} />
    </FormProvider>
  );
}
const show = () => {
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Page onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
};
const count = () => screen.getByTestId("slot-count").textContent;
const duration = () => screen.getByLabelText("Duration (minutes)") as HTMLInputElement;

beforeEach(() => {
  api.range.mockResolvedValue([]);
  api.bulkCreate.mockResolvedValue({ data: { count: 1, calendarEventsCreated: 0, calendarEventsFailed: 0 } });
});
afterEach(() => {
  lists.pending = false;
  cleanup();
  vi.clearAllMocks();
});

describe("Bulk Create Slots (admin.md §2)", () => {
  it("counts as minutes are typed, settles them on blur, and sends the slots counted", async () => {
    const onCreated = show();
    expect((screen.getByLabelText("Daily Start Time") as HTMLInputElement).value).toBe("10:00");
    expect(screen.getByRole("button", { name: "Sat" }).getAttribute("aria-pressed")).toBe("true");
    // 2099-01-05 is a Monday: 60 minutes and a 15-minute buffer from 10:00 to 14:00 make three slots.
    await userEvent.type(screen.getByLabelText("Start Date"), "2099-01-05");
    await userEvent.type(screen.getByLabelText("End Date"), "2099-01-05");
    await waitFor(() => expect(count()).toBe("3"));

    // '1' and '12' are not clamped on the way to '120'; the count follows each valid number.
    await userEvent.clear(duration());
    await userEvent.type(duration(), "12");
    expect(count()).toBe("3");
    await userEvent.type(duration(), "0");
    expect(count()).toBe("1");
    // Past its limit while typing: the last valid number counts; on blur it is clamped to 180.
    await userEvent.clear(duration());
    await userEvent.type(duration(), "500");
    expect(count()).toBe("3");
    expect(duration().value).toBe("500");
    await userEvent.tab();
    expect(duration().value).toBe("180");
    expect(count()).toBe("1");

    // The first practitioner and the default kind are chosen; another of each is picked, archived kinds not offered.
    const practitioner = screen.getByLabelText("Practitioner") as HTMLSelectElement;
    expect(practitioner.value).toBe("p-1");
    expect((screen.getByLabelText("Video consultation") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("Old kind")).toBeNull();
    await userEvent.selectOptions(practitioner, "p-2");
    await userEvent.click(screen.getByLabelText("Clinic visit"));

    await userEvent.click(screen.getByRole("button", { name: "Create 1 Slots" }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.bulkCreate).toHaveBeenCalledWith([
      {
        dateKey: "2099-01-05",
        startAt: "2099-01-05T04:30:00.000Z",
        endAt: "2099-01-05T07:30:00.000Z",
        tz: "Asia/Kolkata",
        status: "OPEN",
        practitionerId: "p-2",
        kindIds: ["consultation", "k-clinic"],
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith("Successfully created 1 slots!", { description: undefined });
  });

  it("starts on the chosen practitioner's own hours, else the clinic's, until the form is edited", async () => {
    show();
    const start = () => (screen.getByLabelText("Daily Start Time") as HTMLInputElement).value;
    const pressed = (day: string) => screen.getByRole("button", { name: day }).getAttribute("aria-pressed");
    expect(start()).toBe("10:00");
    await userEvent.selectOptions(screen.getByLabelText("Practitioner"), "p-2");
    await waitFor(() => expect(start()).toBe("07:00"));
    expect((screen.getByLabelText("Daily End Time") as HTMLInputElement).value).toBe("11:00");
    expect([pressed("Mon"), pressed("Tue"), pressed("Sat")]).toEqual(["false", "true", "false"]);
    await userEvent.selectOptions(screen.getByLabelText("Practitioner"), "p-1");
    await waitFor(() => expect(start()).toBe("10:00"));
    // Once the admin edits the form, a change of practitioner leaves their window as it is.
    await userEvent.click(screen.getByRole("button", { name: "Sun" }));
    await userEvent.selectOptions(screen.getByLabelText("Practitioner"), "p-2");
    expect(start()).toBe("10:00");
    expect(pressed("Sun")).toBe("true");
  });

  it("says why none will be created, and a weekday toggled off counts", async () => {
    show();
    await userEvent.type(screen.getByLabelText("Start Date"), "2099-01-05");
    await userEvent.type(screen.getByLabelText("End Date"), "2099-01-05");
    await waitFor(() => expect(count()).toBe("3"));
    await userEvent.click(screen.getByRole("button", { name: "Mon" }));
    expect(count()).toBe("0");
    expect(screen.getByTestId("zero-slots-hint").textContent).toBe(
      "No slots will be created: none of the selected weekdays falls between the start and end dates.",
    );
    expect((screen.getByRole("button", { name: "Create 0 Slots" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses slots that take no kind before sending them", async () => {
    show();
    await userEvent.type(screen.getByLabelText("Start Date"), "2099-01-05");
    await userEvent.type(screen.getByLabelText("End Date"), "2099-01-05");
    await waitFor(() => expect(count()).toBe("3"));
    await userEvent.click(screen.getByLabelText("Video consultation"));
    expect(screen.getByText("Choose at least one appointment kind")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create 3 Slots" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the practitioner's and kinds' place while they load, so nothing below moves under a click", () => {
    lists.pending = true;
    show();
    const practitioner = screen.getByLabelText("Practitioner") as HTMLSelectElement;
    expect(practitioner.disabled).toBe(true);
    expect(practitioner.options[0]?.textContent).toBe("Loading…");
    const kindsBox = screen.getByRole("group", { name: "Appointment kinds" });
    expect(kindsBox.getAttribute("aria-busy")).toBe("true");
    expect(kindsBox.textContent).toContain("Loading kinds…");
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
  });
});
