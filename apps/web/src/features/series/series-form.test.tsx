// @vitest-environment happy-dom
import type { AppointmentKind } from "@clinic/contract/appointment-kinds";
import type { PackagePurchase } from "@clinic/contract/packages";
import type { SeriesRequestValid } from "@clinic/contract/series";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "../../components/ui/dialog";
import { SeriesForm, useSeriesForm } from "./series-form";

afterEach(cleanup);

const kinds = [
  { id: "mld", name: "Manual lymphatic drainage", mode: "in_clinic" },
  { id: "consultation", name: "Video consultation", mode: "video" },
] as AppointmentKind[];

const purchase = (purchaseId: string, over: Partial<PackagePurchase>) =>
  ({
    purchaseId,
    name: purchaseId,
    kindId: "mld",
    paymentStatus: "PAID",
    sessionsTotal: 10,
    sessionsUsed: 0,
    sessionsBooked: 0,
    sessionsLeft: 10,
    ...over,
  }) as PackagePurchase;

const purchases = [
  purchase("Unpaid course", { paymentStatus: "PENDING" }),
  purchase("Booked up", { sessionsBooked: 10 }),
  purchase("MLD course", { sessionsBooked: 4 }),
  purchase("Video course", { kindId: "consultation" }),
];

function Form({
  practitioners,
  onPreview,
}: {
  practitioners: { id: string; name: string }[];
  onPreview: (values: SeriesRequestValid) => Promise<unknown>;
}) {
  const form = useSeriesForm("2027-01-04");
  return (
    <Dialog open onClose={() => {}} title="Book a series" size="lg">
      <SeriesForm
        form={form}
        kinds={kinds}
        practitioners={practitioners}
        purchases={purchases}
        onPreview={onPreview}
      />
    </Dialog>
  );
}

describe("a series' form", () => {
  it("pays from the first package of the kind with sessions left to book, and sends the request", async () => {
    const onPreview = vi.fn().mockResolvedValue(undefined);
    render(<Form practitioners={[{ id: "p1", name: "Dr Rao" }]} onPreview={onPreview} />);
    // One practitioner: not asked.
    expect(screen.queryByLabelText("Practitioner")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "mld");
    const paidFrom = screen.getByLabelText("Paid from package") as HTMLSelectElement;
    expect([...paidFrom.options].map((o) => o.text)).toEqual([
      "Not paid from a package",
      "MLD course (6 left to book)",
    ]);
    await waitFor(() => expect(paidFrom.value).toBe("MLD course"));
    await userEvent.click(screen.getByLabelText("Monday"));
    await userEvent.click(screen.getByLabelText("Thursday"));
    await userEvent.clear(screen.getByLabelText("Sessions"));
    await userEvent.type(screen.getByLabelText("Sessions"), "4");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() => expect(onPreview).toHaveBeenCalled());
    expect(onPreview.mock.calls[0]?.[0]).toMatchObject({
      kindId: "mld",
      startDate: "2027-01-04",
      time: "10:00",
      weekdays: ["monday", "thursday"],
      count: 4,
      packagePurchaseId: "MLD course",
    });
  });

  it("asks for the practitioner when there are several, and for a weekday", async () => {
    const onPreview = vi.fn().mockResolvedValue(undefined);
    render(
      <Form
        practitioners={[
          { id: "p1", name: "Dr Rao" },
          { id: "p2", name: "Dr Iyer" },
        ]}
        onPreview={onPreview}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "consultation");
    await userEvent.selectOptions(screen.getByLabelText("Practitioner"), "p2");
    await userEvent.selectOptions(screen.getByLabelText("Paid from package"), "");
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByText(/Choose at least one weekday/)).toBeTruthy();
    expect(onPreview).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText("Friday"));
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    await waitFor(() => expect(onPreview).toHaveBeenCalled());
    const sent = onPreview.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ kindId: "consultation", practitionerId: "p2", weekdays: ["friday"] });
    expect(sent.packagePurchaseId).toBeUndefined();
  });
});
