// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingHi } from "../../i18n/booking-texts.hi";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { calendarWords } from "../../test-support/calendar-words";
import { type CalendarWords, dayName, MonthCalendar } from "./month-calendar";

afterEach(cleanup);

const month = new Date(2031, 10, 1); // November 2031: starts on a Saturday, so six weeks are needed
const day = (date: number) => new Date(2031, 10, date);
const noop = () => undefined;
const words = calendarWords();

function Stateful({
  onSelect = noop,
  words: said = words,
}: {
  onSelect?(d: Date): void;
  words?: CalendarWords;
}) {
  const [shown, setShown] = useState(month);
  const [chosen, setChosen] = useState<Date>();
  return (
    <MonthCalendar
      month={shown}
      onMonthChange={setShown}
      selected={chosen}
      onSelect={(d) => {
        setChosen(d);
        onSelect(d);
      }}
      firstDay={day(20)}
      marked={[day(25)]}
      words={said}
    />
  );
}

describe("MonthCalendar", () => {
  it("names days as react-day-picker does, with '…, has free times' on marked days only", () => {
    expect(dayName(new Date(2031, 10, 1), words)).toBe("1 November 2031, Saturday");
    expect(dayName(new Date(2031, 10, 12), words)).toBe("12 November 2031, Wednesday");
    expect(dayName(new Date(2031, 10, 22), words)).toBe("22 November 2031, Saturday");
    expect(dayName(new Date(2031, 10, 23), words)).toBe("23 November 2031, Sunday");
    render(<Stateful />);
    expect(screen.getByRole("button", { name: /^25 November / }).getAttribute("aria-label")).toBe(
      "25 November 2031, Tuesday, has free times",
    );
    expect(screen.getByRole("button", { name: /^25 November / }).parentElement?.className).toContain(
      "cal-marked",
    );
    expect(screen.getByRole("button", { name: /^26 November / }).getAttribute("aria-label")).toBe(
      "26 November 2031, Wednesday",
    );
    expect(screen.getByRole("button", { name: /^20 November 2031, Thursday, today$/ })).toBeTruthy();
  });

  it("always shows six weeks, other months' days in place but hidden, with data-day for each day", () => {
    const { container } = render(<Stateful />);
    expect(screen.getByRole("grid", { name: "November 2031" })).toBeTruthy();
    expect(container.querySelectorAll("tbody tr")).toHaveLength(6);
    expect(container.querySelectorAll("td[data-day]:not([data-outside]) button")).toHaveLength(30);
    const outside = container.querySelector('td[data-day="2031-10-26"]');
    expect(outside?.hasAttribute("data-outside")).toBe(true);
    expect(outside?.className).toContain("cal-hidden");
    expect(outside?.querySelector("button")).toBeNull();
  });

  it("renders the same six empty weeks before the month is known (the prerendered page)", () => {
    const { container } = render(
      <MonthCalendar
        month={undefined}
        onMonthChange={noop}
        selected={undefined}
        onSelect={noop}
        firstDay={undefined}
        words={words}
      />,
    );
    expect(container.querySelectorAll("tbody tr")).toHaveLength(6);
    expect(container.querySelectorAll("tbody td")).toHaveLength(42);
    expect(container.querySelectorAll("tbody button")).toHaveLength(0);
  });

  it("chooses a day and says it is selected; days before the first day cannot be chosen", async () => {
    const onSelect = vi.fn();
    render(<Stateful onSelect={onSelect} />);
    const past = screen.getByRole("button", { name: /^19 November / }) as HTMLButtonElement;
    expect(past.disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: /^25 November / }));
    expect(onSelect).toHaveBeenCalledWith(day(25));
    const chosen = screen.getByRole("button", { name: /^25 November / });
    expect(chosen.getAttribute("aria-label")).toBe("25 November 2031, Tuesday, selected, has free times");
    expect(chosen.closest("td")?.className).toContain("cal-selected");
  });

  it("moves between months, never before the first day's month", async () => {
    render(<Stateful />);
    const previous = screen.getByRole("button", { name: /previous month/i });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: /next month/i }));
    expect(screen.getByRole("status").textContent).toBe("December 2031");
    expect(screen.getByRole("button", { name: /^1 December 2031, \w+/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /previous month/i }));
    expect(screen.getByRole("status").textContent).toBe("November 2031");
    await userEvent.click(screen.getByRole("button", { name: /previous month/i }));
    expect(screen.getByRole("status").textContent).toBe("November 2031");
  });

  it("lets one day be reached by Tab and moves the focus with the arrow keys, into the next month", () => {
    render(<Stateful />);
    const tabbable = screen.getAllByRole("button").filter((b) => b.tabIndex === 0 && b.closest("td"));
    expect(tabbable.map((b) => b.getAttribute("aria-label"))).toEqual(["20 November 2031, Thursday, today"]);
    fireEvent.keyDown(tabbable[0] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("27 November 2031, Thursday");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowDown" });
    expect(screen.getByRole("status").textContent).toBe("December 2031");
    expect(document.activeElement?.getAttribute("aria-label")).toBe("4 December 2031, Thursday");
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "PageUp" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("20 November 2031, Thursday, today");
  });
  it("says its month, weekdays, days and buttons in the page's language (Hindi, Kannada)", () => {
    for (const [texts, caption, weekday, tuesday, next] of [
      [bookingHi, "नवंबर 2031", "रवि", "25 नवंबर 2031, मंगलवार, खाली समय हैं", "अगला महीना"],
      [bookingKn, "ನವೆಂಬರ್ 2031", "ಭಾ", "25 ನವೆಂಬರ್ 2031, ಮಂಗಳವಾರ, ಖಾಲಿ ಸಮಯಗಳಿವೆ", "ಮುಂದಿನ ತಿಂಗಳು"],
    ] as const) {
      const { container } = render(<Stateful words={calendarWords(texts)} />);
      expect(screen.getByRole("grid", { name: caption })).toBeTruthy();
      expect(container.querySelector(".cal-weekday")?.textContent).toBe(weekday);
      expect(container.querySelector('td[data-day="2031-11-25"] button')?.getAttribute("aria-label")).toBe(
        tuesday,
      );
      expect(screen.getByRole("button", { name: next })).toBeTruthy();
      cleanup();
    }
  });
});
