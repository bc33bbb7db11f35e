// @vitest-environment happy-dom

import type { PublicSlot } from "@clinic/contract/slots";
import { whatsappMessages, whatsappOptInLabel } from "@clinic/contract/whatsapp";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../../components/layout/site-context";
import type { SiteData } from "../../content/page-content";
import { render } from "../../test-support/render";

vi.mock("../../components/captcha/captcha-widget", () => ({
  CaptchaWidget: ({ onChange }: { onChange(token: string | null, provider: "altcha"): void }) => {
    useEffect(() => onChange("solved", "altcha"), [onChange]);
    return null;
  },
}));
vi.mock("../../components/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { DetailsStep } = await import("./details-step");

const slot = {
  slotId: "s1",
  date: "2031-11-25",
  startAt: "2031-11-25T04:30:00.000Z",
  endAt: "2031-11-25T05:30:00.000Z",
  startTimeFormatted: "10:00 AM",
  endTimeFormatted: "11:00 AM",
  tz: "Asia/Kolkata",
  status: "OPEN",
} as PublicSlot;

afterEach(cleanup);

async function filled(phone: string) {
  const onSubmit = vi.fn(async (_values: unknown, _captcha: unknown) => true);
  render(
    <MemoryRouter>
      <SiteContext.Provider value={{ name: "Riverside Lymph Clinic" } as SiteData}>
        <DetailsStep flow="book-consultation" slot={slot} onBack={() => {}} onSubmit={onSubmit} />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText("Full Name"), "Asha Rao");
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Phone Number"), phone);
  await userEvent.type(screen.getByLabelText("Additional Notes"), "Swelling");
  await userEvent.click(screen.getByLabelText(/I agree to the terms/));
  await userEvent.click(screen.getByRole("checkbox", { name: /use my details/ }));
  await userEvent.click(screen.getByRole("checkbox", { name: /I agree to a video consultation/ }));
  return onSubmit;
}

const box = () => screen.getByRole("checkbox", { name: new RegExp(whatsappOptInLabel) });

describe("step 2's WhatsApp box (issue 21)", () => {
  it("is not ticked by default, names the clinic, and is sent when ticked", async () => {
    const onSubmit = await filled("9876543210");
    expect((box() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Riverside Lymph Clinic will send the confirmation/)).toBeTruthy();
    await userEvent.click(box());
    await userEvent.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ whatsappOptIn: true, phone: "9876543210" });
  });

  it("refuses a landline when ticked, with the reason beside the phone field", async () => {
    const onSubmit = await filled("2212345678");
    await userEvent.click(box());
    await userEvent.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await screen.findByText(whatsappMessages.notMobile)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
