// @vitest-environment happy-dom
import type { CarePackage } from "@clinic/contract/packages";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "../../components/ui/dialog";
import { ApiError } from "../../lib/api-client";
import { SaleForm } from "./sale-form";

afterEach(cleanup);

const course = (id: string, name: string, sessions: number, amountInPaisa: number): CarePackage => ({
  id,
  name,
  names: {},
  kindId: "consultation",
  sessions,
  amountInPaisa,
  currency: "INR",
  validityDays: 60,
  sellOnline: false,
  archived: false,
  sold: 0,
});
const packages = [
  course("p-10", "Intensive MLD course", 10, 1_500_000),
  course("p-5", "Follow-up course", 5, 600_000),
];

/** The form as the sale dialog holds it (its Cancel closes the dialog). */
function show(onSubmit: (values: unknown) => Promise<unknown>) {
  render(
    <Dialog open onClose={() => {}} title="Sell a package">
      <SaleForm packages={packages} onSubmit={onSubmit} />
    </Dialog>,
  );
}
const sell = () => userEvent.click(screen.getByRole("button", { name: "Sell package" }));
const amount = () => screen.getByLabelText("Amount collected (₹)") as HTMLInputElement;

describe("selling a package at the desk (issue 35)", () => {
  it("asks which package and how it is paid before sending anything", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    show(onSubmit);
    await sell();
    expect(await screen.findByText("Choose the package to sell")).toBeTruthy();
    expect(screen.getByText("Choose whether payment was collected or a payment link is sent")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("paid now: the amount starts at the package's price and follows another package; the method is asked", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    show(onSubmit);
    await userEvent.selectOptions(screen.getByLabelText("Package"), "p-10");
    expect(
      screen.getByRole("option", { name: "Intensive MLD course: 10 sessions, ₹15,000.00" }),
    ).toBeTruthy();
    await userEvent.click(screen.getByLabelText("Paid now"));
    expect(amount().value).toBe("15000");
    await userEvent.selectOptions(screen.getByLabelText("Package"), "p-5");
    expect(amount().value).toBe("6000");
    await sell();
    expect(await screen.findByText("Choose how the payment was collected")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Method"), "upi");
    await sell();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      packageId: "p-5",
      payment: { kind: "collected", method: "upi", amountInPaisa: 600_000 },
    });
  });

  it("by a payment link: sends the package and the link's kind alone", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    show(onSubmit);
    await userEvent.selectOptions(screen.getByLabelText("Package"), "p-10");
    // An amount typed for "Paid now" is not sent with a link.
    await userEvent.click(screen.getByLabelText("Paid now"));
    await userEvent.click(screen.getByLabelText("Send a payment link"));
    expect(screen.queryByLabelText("Amount collected (₹)")).toBeNull();
    await sell();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ packageId: "p-10", payment: { kind: "link" } });
  });

  it("shows the server's amount_mismatch under the amount, as typed", async () => {
    const mismatch = "The amount collected must be what the package costs: ₹15,000.00";
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, mismatch, "amount_mismatch", { "payment.amountInPaisa": mismatch }),
      );
    show(onSubmit);
    await userEvent.selectOptions(screen.getByLabelText("Package"), "p-10");
    await userEvent.click(screen.getByLabelText("Paid now"));
    await userEvent.selectOptions(screen.getByLabelText("Method"), "cash");
    await userEvent.clear(amount());
    await userEvent.type(amount(), "14,000");
    await sell();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ payment: { amountInPaisa: 1_400_000 } });
    const error = await screen.findByText(mismatch);
    expect(amount().getAttribute("aria-describedby")).toBe(error.id);
    expect(amount().getAttribute("aria-invalid")).toBe("true");
    expect(amount().value).toBe("14,000");
  });
});
