// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SeriesPreviewList } from "./series-preview";

afterEach(cleanup);

const zone = "Asia/Kolkata";

describe("a series' preview", () => {
  it("lists the sessions, the skipped dates with their reasons and the package's sessions left after", () => {
    render(
      <SeriesPreviewList
        zone={zone}
        preview={{
          sessions: [
            { date: "2027-01-04", startAt: "2027-01-04T04:30:00.000Z", endAt: "2027-01-04T05:15:00.000Z" },
            { date: "2027-01-06", startAt: "2027-01-06T04:30:00.000Z", endAt: "2027-01-06T05:15:00.000Z" },
          ],
          skipped: [
            { date: "2027-01-03", reason: "closed_day" },
            { date: "2027-01-05", reason: "practitioner_busy" },
          ],
          sessionsLeft: 10,
          problem: null,
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "2 sessions" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Mon, 4 Jan 2027, 10:00 am – 10:45 am",
      "Wed, 6 Jan 2027, 10:00 am – 10:45 am",
      "Sun, 3 Jan 2027: Clinic closed",
      "Tue, 5 Jan 2027: Practitioner busy",
    ]);
    expect(screen.getByText("Sessions left to book after: 8")).toBeTruthy();
  });

  it("says when no date can be booked, and nothing of a package when none pays", () => {
    render(
      <SeriesPreviewList
        zone={zone}
        preview={{ sessions: [], skipped: [], sessionsLeft: null, problem: null }}
      />,
    );
    expect(screen.getByText("No date of the series can be booked.")).toBeTruthy();
    expect(screen.queryByText(/Sessions left after/)).toBeNull();
  });

  it("says before booking why the package cannot pay for the series", () => {
    const problem = "This package could be used until Mon, 1 Feb 2027";
    render(
      <SeriesPreviewList
        zone={zone}
        preview={{
          sessions: [
            { date: "2027-02-08", startAt: "2027-02-08T04:30:00.000Z", endAt: "2027-02-08T05:15:00.000Z" },
          ],
          skipped: [],
          sessionsLeft: 4,
          problem,
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(problem);
  });
});
