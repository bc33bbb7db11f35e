// @vitest-environment happy-dom
import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { KindForm } from "./kind-form";

afterEach(cleanup);

const consultation: AppointmentKind = {
  id: "consultation",
  name: "Video consultation",
  names: {},
  mode: "video",
  durationMinutes: 60,
  bufferMinutes: 15,
  amountInPaisa: 200000,
  currency: "INR",
  minNoticeHours: 2,
  maxAdvanceDays: 60,
  bookableOnline: true,
  colour: "#2f6f73",
  address: null,
  serviceArea: null,
  isDefault: true,
  archived: false,
};

describe("the appointment kind form", () => {
  it("sends the price typed in rupees as paise, and a home visit needs its area", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<KindForm submitLabel="Add appointment kind" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Name"), "Home physio");
    await userEvent.selectOptions(screen.getByLabelText("Mode"), "home_visit");
    await userEvent.clear(screen.getByLabelText("Duration (minutes)"));
    await userEvent.type(screen.getByLabelText("Duration (minutes)"), "45");
    await userEvent.clear(screen.getByLabelText("Price (₹)"));
    await userEvent.type(screen.getByLabelText("Price (₹)"), "1,500");
    await userEvent.click(screen.getByRole("button", { name: "Add appointment kind" }));
    expect(await screen.findByText("Say which area home visits cover")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Area served"), "Jayanagar");
    await userEvent.click(screen.getByRole("button", { name: "Add appointment kind" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: "Home physio",
      mode: "home_visit",
      durationMinutes: 45,
      amountInPaisa: 150000,
      serviceArea: "Jayanagar",
    });
  });

  it("shows the server's field errors under their fields", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, "Invalid", "validation_error" as never, { name: "A kind with this name exists" }),
      );
    render(<KindForm submitLabel="Add appointment kind" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Name"), "Clinic visit");
    await userEvent.click(screen.getByRole("button", { name: "Add appointment kind" }));
    expect(await screen.findByText("A kind with this name exists")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps the default kind a video consultation booked online", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<KindForm kind={consultation} submitLabel="Save changes" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText("Mode")).toBeNull();
    expect(screen.queryByLabelText("Patients can book it online")).toBeNull();
    expect((screen.getByLabelText("Price (₹)") as HTMLInputElement).value).toBe("2000");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      mode: "video",
      bookableOnline: true,
      amountInPaisa: 200000,
    });
  });
});
