// @vitest-environment happy-dom
import type { PublicPaymentLink } from "@clinic/contract/packages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../../components/layout/site-context";
import type { SiteData } from "../../content/page-content";
import { BookingTextsProvider } from "../../i18n/booking";
import { bookingKn } from "../../i18n/booking-texts.kn";
import { LocaleProvider } from "../../i18n/locale";
import { ManageTextsProvider } from "../../i18n/manage";
import { manageKn } from "../../i18n/manage-texts.kn";
import { kn } from "../../i18n/site-texts.kn";
import { render } from "../../test-support/render";
import { PayLinkPage } from "./pay-link-page";

afterEach(cleanup);

const site = { name: "Riverside Lymph Clinic", inLocale: {} } as unknown as SiteData;
const link = (status: PublicPaymentLink["status"], provider: PublicPaymentLink["provider"] = "dummy") => ({
  id: "pl_abc",
  amountInPaisa: 1_500_000,
  currency: "INR",
  description: "Intensive MLD course",
  status,
  expiresAt: "2031-11-30T09:30:00.000Z",
  provider,
});
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const refused = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ success: false, code, message }), { status });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  return () => vi.unstubAllGlobals();
});
/** GETs answer `read`; the POST to pay answers `paid`. */
function answer(read: () => Response, paid?: () => Response) {
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
    init.method === "POST" && paid ? paid() : read(),
  );
}

function show(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteContext.Provider value={site}>{wrap(<PayLinkPage linkId="pl_abc" />)}</SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const payButton = () => screen.queryByRole("button", { name: "Pay now (test payment)" });

describe("a payment link's page (issue 35)", () => {
  it("an open test link: the clinic, what it pays for, the amount, until when; paid at a click, then thanks", async () => {
    answer(
      () => ok(link("open")),
      () => ok(link("paid")),
    );
    show();
    expect(await screen.findByText("Intensive MLD course")).toBeTruthy();
    expect(screen.getByText("Riverside Lymph Clinic")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Payment" })).toBeTruthy();
    expect(screen.getByTestId("pay-amount").textContent).toBe("₹15,000.00");
    expect(screen.getByText("Valid until")).toBeTruthy();
    expect(screen.getByText(/30 Nov 2031/)).toBeTruthy();
    expect(screen.getByText("This is a test payment: no money is taken.")).toBeTruthy();
    await userEvent.click(payButton() as HTMLElement);
    const thanks = await screen.findByText("Payment received. Thank you.");
    expect(payButton()).toBeNull();
    expect(document.activeElement).toBe(thanks);
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    // The page asks in its own language (English here): what the link pays for is named in it.
    expect(url).toBe("/api/public/payment-links/pl_abc/pay?locale=en");
    expect(init.method).toBe("POST");
  });

  it.each([
    ["paid", "Payment received. Thank you."],
    ["expired", "This payment link has expired. Please ask the clinic for a new one."],
    ["cancelled", "This payment link was cancelled. Please ask the clinic if you need a new one."],
  ] as const)("a %s link says so, with nothing to pay", async (status, words) => {
    answer(() => ok(link(status)));
    show();
    expect(await screen.findByText(words)).toBeTruthy();
    expect(payButton()).toBeNull();
    expect(screen.queryByText("Valid until")).toBeNull();
    expect(screen.getByTestId("pay-amount").textContent).toBe("₹15,000.00");
  });

  it("a link a real provider takes the money for offers no test payment", async () => {
    answer(() => ok(link("open", "razorpay")));
    show();
    expect(await screen.findByText("Please ask the clinic how to pay this amount.")).toBeTruthy();
    expect(payButton()).toBeNull();
  });

  it("an unknown link: 'This payment link does not exist'", async () => {
    answer(() =>
      refused(404, "not_found", "This payment link does not exist. Please ask the clinic for a new one."),
    );
    show();
    expect(
      await screen.findByText("This payment link does not exist. Please ask the clinic for a new one."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
  });

  it("in Kannada: the page's words, and a refusal by its code, not the server's English", async () => {
    let tries = 0;
    answer(
      () => ok(link(tries > 1 ? "paid" : "open")),
      () => {
        tries += 1;
        // Refused once for too many tries; then paid meanwhile in another tab.
        return tries === 1
          ? refused(429, "rate_limited", "Too many requests")
          : refused(409, "link_closed", "This payment link is closed: it has been paid or has expired.");
      },
    );
    show((page) => (
      <LocaleProvider locale="kn" texts={kn}>
        <BookingTextsProvider texts={bookingKn}>
          <ManageTextsProvider texts={manageKn}>{page}</ManageTextsProvider>
        </BookingTextsProvider>
      </LocaleProvider>
    ));
    const pay = await screen.findByRole("button", { name: manageKn.payLink.payTest });
    expect(screen.getByRole("heading", { level: 1, name: manageKn.payLink.heading })).toBeTruthy();
    await userEvent.click(pay);
    expect((await screen.findByRole("alert")).textContent).toBe(
      `${manageKn.payLink.payFailed}: ${bookingKn.refusals.rate_limited}`,
    );
    await userEvent.click(pay);
    // The link closed meanwhile: the page shows what it is now, and the refusal no longer stands.
    expect(await screen.findByText(manageKn.payLink.paid)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: manageKn.payLink.payTest })).toBeNull();
  });
});
