// @vitest-environment happy-dom
import type { AgendaItem } from "@clinic/contract/agenda";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const ranges = vi.hoisted(() => [] as Array<[string, string]>);
const future = new Date(Date.now() + 3 * 86_400_000);
const item: AgendaItem = {
  bookingId: "b-1",
  reference: "REF1",
  startAt: future.toISOString(),
  endAt: new Date(future.getTime() + 45 * 60_000).toISOString(),
  dateKey: "2099-01-07",
  kind: { id: "k-1", name: "Clinic visit", mode: "in_clinic", colour: "#3b6fb6" },
  practitioner: { id: "p-1", name: "Dr Asha", colour: null },
  patient: { id: "pat-1", name: "Meera Rao" },
  status: "PAID",
  paymentStatus: "PAID",
  attendance: null,
  seriesId: null,
  fromPackage: false,
  meetingLink: null,
};
/** A practitioner with their own colour (Users screen, issue 34), and no appointment that day. */
const ravi = { id: "p-2", name: "Dr Ravi", colour: "#aa3300" };
vi.mock("./agenda-api", () => ({
  agendaKey: ["admin", "agenda"],
  agendaApi: { mark: vi.fn() },
  useAgenda: (from: string, to: string) => {
    ranges.push([from, to]);
    return {
      data: { items: [item], practitioners: [item.practitioner, ravi], timezone: "Asia/Kolkata" },
      isFetching: false,
      isError: false,
    };
  },
}));
vi.mock("../../lib/clinic-zone", () => ({
  browserTimeZone: () => "Asia/Kolkata",
  useClinicZone: () => "Asia/Kolkata",
}));
// The drawer asks who is signed in (session notes are for clinicians): a practitioner here.
vi.mock("../auth", () => ({ useStaffRole: () => "practitioner" }));
const { AgendaPage } = await import("./agenda-page");
const { AgendaDayList } = await import("./agenda-list");

afterEach(() => {
  cleanup();
  ranges.length = 0;
});

function show(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AgendaPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the agenda page", () => {
  it("asks for the day, then its week from Monday, and moves by a week", async () => {
    show("/admin/agenda?date=2099-01-07");
    expect(ranges.at(-1)).toEqual(["2099-01-07", "2099-01-07"]);
    expect(screen.getByTestId("agenda-range").textContent).toBe("Wed, 7 Jan 2099");
    await userEvent.click(screen.getByRole("button", { name: "Week" }));
    expect(ranges.at(-1)).toEqual(["2099-01-05", "2099-01-11"]);
    await userEvent.click(screen.getByRole("button", { name: "Next week" }));
    expect(ranges.at(-1)).toEqual(["2099-01-12", "2099-01-18"]);
  });

  it("opens an appointment's details, with its patient's page and attendance not yet markable", async () => {
    show("/admin/agenda?date=2099-01-07");
    const [block] = screen.getAllByTestId("agenda-appointment");
    expect(block?.textContent).toContain("Meera Rao");
    expect(block?.textContent).toContain("Clinic visit");
    await userEvent.click(block as HTMLElement);
    const drawer = await screen.findByTestId("drawer");
    expect(drawer.querySelector('a[href="/admin/patients/pat-1"]')).toBeTruthy();
    expect(screen.getByRole("button", { name: "Attended" }).hasAttribute("disabled")).toBe(true);
    expect(drawer.textContent).toContain("Attendance can be marked once the appointment has started.");
  });

  it("marks a practitioner's column with their own colour, and leaves one without a colour plain", () => {
    show("/admin/agenda?date=2099-01-07");
    const heads = screen.getAllByTestId("agenda-column-head");
    const head = (name: string) => heads.find((h) => h.textContent?.includes(name)) as HTMLElement;
    expect(head("Dr Ravi").style.borderTop).toMatch(/4px solid (#aa3300|rgb\(170, 51, 0\))/);
    expect(head("Dr Asha").style.borderTop).toBe("");
  });

  it("gives a confirmed video appointment the way into its room, in the day's list and its details", async () => {
    const call: AgendaItem = {
      ...item,
      kind: { id: "consultation", name: "Video consultation", mode: "video", colour: "#0b5f5c" },
      meetingLink: "https://meet.jit.si/clinic-room",
    };
    render(
      <AgendaDayList
        items={[call, { ...item, bookingId: "b-2" }]}
        days={["2099-01-07"]}
        zone="Asia/Kolkata"
        onOpen={() => {}}
      />,
    );
    const links = screen.getAllByRole("link", { name: /^Join meeting/ });
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["https://meet.jit.si/clinic-room", "Join meeting with Meera Rao (opens in a new tab)"],
    ]);
    expect(links[0]?.getAttribute("target")).toBe("_blank");
  });
});
