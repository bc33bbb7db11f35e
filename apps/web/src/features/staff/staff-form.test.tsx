// @vitest-environment happy-dom
import { type BusinessHours, defaultBusinessHours } from "@clinic/contract/admin-settings";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { StaffForm } from "./staff-form";
import type { StaffFormMember } from "./staff-form-values";

afterEach(cleanup);

/** Settings' hours: Monday to Saturday, 10:00 to 14:00. */
const clinicHours: BusinessHours = {
  ...defaultBusinessHours,
  monday: { closed: false, open: "10:00", close: "14:00" },
  saturday: { closed: false, open: "10:00", close: "14:00" },
};
const anil: StaffFormMember = {
  email: "anil@clinic.example",
  name: "Anil",
  role: "practitioner",
  colour: "#8a3ffc",
  registrationNumber: "KMC/PT/7788",
  businessHours: { ...defaultBusinessHours, monday: { closed: false, open: "07:30", close: "13:00" } },
  calendarId: "anil.k@group.calendar.google.com",
};
const submitted = (onSubmit: ReturnType<typeof vi.fn>) => onSubmit.mock.calls[0]?.[0];
/**
 * Under happy-dom a registered select shows its first option whatever the form's value (the browser shows
 * the value): each test picks the role it means, as a person would see it.
 */
const pickRole = (role: string) => userEvent.selectOptions(screen.getByLabelText("Role"), role);

describe("the Users form (issue 34)", () => {
  it("asks the front desk for no practitioner details, and sends none", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffForm clinicHours={clinicHours} submitLabel="Add staff member" onSubmit={onSubmit} />);
    await pickRole("front_desk");
    expect(screen.queryByLabelText("Registration number (on their receipts)")).toBeNull();
    await userEvent.type(screen.getByLabelText("Name"), "Priya");
    await userEvent.type(screen.getByLabelText("Email"), "desk@clinic.example");
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toEqual({
      email: "desk@clinic.example",
      name: "Priya",
      role: "front_desk",
      colour: null,
      registrationNumber: null,
      businessHours: null,
      calendarId: null,
    });
  });

  it("adds a practitioner with a colour, a registration number and own hours started from the clinic's", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffForm clinicHours={clinicHours} submitLabel="Add staff member" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Name"), "Anil");
    await userEvent.type(screen.getByLabelText("Email"), "anil@clinic.example");
    await pickRole("practitioner");
    await userEvent.type(screen.getByLabelText("Registration number (on their receipts)"), " KMC/PT/1 ");
    expect(screen.queryByLabelText("Colour")).toBeNull();
    await userEvent.click(screen.getByLabelText("Own colour on the agenda"));
    fireEvent.input(screen.getByLabelText("Colour"), { target: { value: "#aa3300" } });
    await userEvent.click(screen.getByLabelText(/^Own hours/));
    // The week starts as the clinic's; Saturday is made a closed day.
    expect((screen.getByLabelText("Monday opens") as HTMLInputElement).value).toBe("10:00");
    await userEvent.click(screen.getByLabelText("Saturday closed"));
    await userEvent.click(screen.getByRole("button", { name: "Add staff member" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({
      role: "practitioner",
      colour: "#aa3300",
      registrationNumber: "KMC/PT/1",
      businessHours: { ...clinicHours, saturday: { closed: true, open: "10:00", close: "14:00" } },
    });
  });

  it("checks an own week by Settings' rule, but not one left unticked", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffForm member={anil} submitLabel="Save changes" onSubmit={onSubmit} />);
    await pickRole("practitioner");
    expect((screen.getByLabelText("Monday opens") as HTMLInputElement).value).toBe("07:30");
    const closes = screen.getByLabelText("Monday closes");
    await userEvent.clear(closes);
    await userEvent.type(closes, "06:00");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Monday: Opening time must be before closing time")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Back to the clinic's hours: the half-typed week is not sent, nor checked.
    await userEvent.click(screen.getByLabelText(/^Own hours/));
    await userEvent.click(screen.getByLabelText("Own colour on the agenda"));
    await userEvent.clear(screen.getByLabelText("Registration number (on their receipts)"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({
      colour: null,
      registrationNumber: null,
      businessHours: null,
    });
  });

  it("keeps a practitioner's details as they are when only the name changes", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffForm member={anil} submitLabel="Save changes" onSubmit={onSubmit} />);
    await pickRole("practitioner");
    expect((screen.getByLabelText("Colour") as HTMLInputElement).value).toBe("#8a3ffc");
    await userEvent.type(screen.getByLabelText("Name"), " K");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toEqual({ ...anil, name: "Anil K" });
  });

  it("takes a practitioner's own Google calendar by its id, and blank for the clinic's", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<StaffForm member={anil} submitLabel="Save changes" onSubmit={onSubmit} />);
    await pickRole("practitioner");
    const calendar = screen.getByLabelText("Own Google calendar (its Calendar ID)") as HTMLInputElement;
    expect(calendar.value).toBe("anil.k@group.calendar.google.com");
    expect(calendar.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.clear(calendar);
    await userEvent.type(calendar, "my calendar");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        "Enter the calendar's id as Google shows it, such as name@group.calendar.google.com",
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(calendar);
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit)).toMatchObject({ calendarId: null });
  });

  it("shows the server's field errors under the practitioner's fields and days", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(400, "Invalid", "validation_failed" as never, {
        registrationNumber: "At most 60 characters",
        "businessHours.tuesday.close": "Opening time must be before closing time",
      }),
    );
    render(<StaffForm member={anil} submitLabel="Save changes" onSubmit={onSubmit} />);
    await pickRole("practitioner");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("At most 60 characters")).toBeTruthy();
    expect(
      screen.getByLabelText("Registration number (on their receipts)").getAttribute("aria-invalid"),
    ).toBe("true");
    expect(screen.getByText("Tuesday: Opening time must be before closing time")).toBeTruthy();
  });
});
