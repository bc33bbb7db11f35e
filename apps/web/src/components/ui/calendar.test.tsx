// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calendarWords } from "../../test-support/calendar-words";
import { Calendar } from "./calendar";
import { dayButtonName } from "./month-calendar";

afterEach(cleanup);

const month = new Date(2031, 10, 1); // November 2031
const day = (date: number) => new Date(2031, 10, date);
const noop = () => undefined;

describe("Calendar", () => {
  it("names the marked days '…, has free times' to a screen reader, and only those", () => {
    render(
      <Calendar selected={undefined} onSelect={noop} month={month} onMonthChange={noop} marked={[day(25)]} />,
    );
    const marked = screen.getByRole("button", { name: /^25 November 2031, \w+/ });
    expect(marked.getAttribute("aria-label")).toBe("25 November 2031, Tuesday, has free times");
    expect(marked.parentElement?.className).toContain("cal-marked");
    const plain = screen.getByRole("button", { name: /^26 November 2031, \w+/ });
    expect(plain.getAttribute("aria-label")).toBe("26 November 2031, Wednesday");
    expect(plain.parentElement?.className).not.toContain("cal-marked");
    // The wizard's calendar names a day the same way (the two are kept apart for the first load's sake).
    expect(marked.getAttribute("aria-label")).toBe(dayButtonName(day(25), { marked: true }, calendarWords()));
    // The name begins with the number shown (WCAG 2.5.3 Label in Name).
    expect(marked.getAttribute("aria-label")?.startsWith(marked.textContent ?? "?")).toBe(true);
  });

  it("says nothing of free times when no days are marked", () => {
    render(<Calendar selected={undefined} onSelect={noop} month={month} onMonthChange={noop} />);
    expect(screen.queryByRole("button", { name: /has free times/ })).toBeNull();
  });

  it("chooses a day, marks it selected, and keeps disabled days unchosen", async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <Calendar
        selected={undefined}
        onSelect={onSelect}
        month={month}
        onMonthChange={noop}
        disabled={{ before: day(20) }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: /^19 November 2031, \w+/ }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: /^21 November 2031, \w+/ }));
    expect(onSelect.mock.calls[0]?.[0]).toEqual(day(21));

    rerender(
      <Calendar
        selected={day(21)}
        onSelect={onSelect}
        month={month}
        onMonthChange={noop}
        disabled={{ before: day(20) }}
      />,
    );
    const chosen = screen.getByRole("button", { name: /^21 November 2031, \w+, selected/ });
    expect(chosen.closest("td")?.className).toContain("cal-selected");
  });

  it("uses its own class names only, none of the library's stylesheet", () => {
    const { container } = render(
      <Calendar selected={undefined} onSelect={noop} month={month} onMonthChange={noop} />,
    );
    const classes = [...container.querySelectorAll("[class]")].flatMap((el) => [...el.classList]);
    expect(classes).toContain("cal-day_button");
    expect(classes.filter((name) => name.startsWith("rdp-"))).toEqual([]);
  });

  it("moves months with its labelled arrows", async () => {
    const onMonthChange = vi.fn();
    render(<Calendar selected={undefined} onSelect={noop} month={month} onMonthChange={onMonthChange} />);
    await userEvent.click(screen.getByRole("button", { name: /next month/i }));
    expect(onMonthChange.mock.calls[0]?.[0]).toEqual(new Date(2031, 11, 1));
  });
});
