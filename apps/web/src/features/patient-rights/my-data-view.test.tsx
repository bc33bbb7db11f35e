// @vitest-environment happy-dom
import type { MyData } from "@clinic/contract/patient-rights";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyDataView } from "./my-data-view";
import type { Access } from "./patient-rights-api";

const token = "manage-token-0123456789abcdef";
const data: MyData = {
  exportedAt: "2026-11-26T10:00:00.000Z",
  scope: "booking",
  patientId: null,
  contact: { name: "Meera Iyer", email: "meera@example.com", phone: "+919123456780" },
  consentWithdrawnAt: null,
  erasedAt: null,
  erasureRequestedAt: null,
  bookings: [],
  consents: [],
  intakes: [],
  photos: [
    {
      photoId: "ph1",
      bookingId: "b1",
      contentType: "image/jpeg",
      width: 64,
      height: 64,
      byteSize: 4,
      createdAt: "2026-11-26T10:00:00.000Z",
      url: "/api/public/bookings/b1/my-data/photos/ph1",
    },
  ],
  messages: [],
  practitionerNotes: [],
  measurements: [],
  questionnaires: [],
  whatsappOptIns: [],
  processing: [],
};

let fetchMock: ReturnType<typeof vi.fn>;
let made: string[];
let revoked: string[];
const spies: Array<{ mockRestore(): void }> = [];
beforeEach(() => {
  made = [];
  revoked = [];
  fetchMock = vi.fn(
    async () =>
      new Response(new Blob([new Uint8Array([1, 2, 3, 4])], { type: "image/jpeg" }), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  spies.push(
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
      made.push(`blob:http://localhost/${made.length + 1}`);
      return made.at(-1) as string;
    }),
    vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void revoked.push(url)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const spy of spies.splice(0)) spy.mockRestore();
});

describe("See my data: the patient's own photo", () => {
  it("is fetched once with the token in a header and keeps its blob: URL while the page re-renders", async () => {
    const client = new QueryClient();
    // The section builds a new access object on every render, as the manage page does.
    const view = () => {
      const access: Access = { bookingId: "b1", token, session: null };
      return (
        <QueryClientProvider client={client}>
          <MyDataView data={data} access={access} zone="Asia/Kolkata" />
        </QueryClientProvider>
      );
    };
    const { rerender, unmount } = render(view());
    const photo = await screen.findByRole("img", { name: "Photo 1" });
    expect(photo.getAttribute("src")).toBe("blob:http://localhost/1");
    for (let i = 0; i < 3; i++) rerender(view());
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole("img", { name: "Photo 1" }).getAttribute("src")).toBe("blob:http://localhost/1");
    expect(revoked).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/public\/bookings\/b1\/my-data\/photos\/ph1$/);
    expect(url).not.toContain(token);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    // Gone from the page, its URL is let go.
    unmount();
    await waitFor(() => expect(revoked).toEqual(["blob:http://localhost/1"]));
  });

  it("says so in words when the photo cannot be fetched", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MyDataView data={data} access={{ bookingId: "b1", token, session: null }} zone="Asia/Kolkata" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Photo 1: it could not be shown just now.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("See my data: the care at home (issue 36)", () => {
  it("shows the session notes, the exercise programme and the garment check-ins in words", () => {
    const withCare: MyData = {
      ...data,
      photos: [],
      sessionNotes: [
        {
          id: "n1",
          bookingId: "b1",
          templateId: "soap",
          // The template's labels; `painScore` has since been taken off the template.
          fields: { painScore: 3, stemmer: true, subjective: "Arm feels lighter" },
          labels: { subjective: "Subjective", stemmer: "Stemmer sign positive" },
          author: "doctor@clinic.example",
          createdAt: "2026-11-26T10:00:00.000Z",
          updatedAt: "2026-11-26T10:00:00.000Z",
          signedAt: null,
          lockedAt: null,
          locked: false,
          versions: [],
        },
      ],
      exercises: {
        programme: {
          items: [{ exerciseId: "hand-pumps", sets: 2, reps: 10, timesPerDay: 2 }],
          startsOn: "2026-11-20",
          reviewOn: null,
        },
        log: [
          { day: "2026-11-21", done: ["hand-pumps"] },
          { day: "2026-11-22", done: [] },
        ],
      },
      garmentCheckIns: {
        plan: { channel: "email", since: "2026-11-19" },
        items: [
          { id: "c1", dueOn: "2026-11-26", sentAt: "", answeredAt: "x", hoursPerDay: 9 },
          { id: "c2", dueOn: "2026-12-03", sentAt: "", answeredAt: null, hoursPerDay: null },
        ],
      },
      packages: [
        {
          purchaseId: "p1",
          name: "Intensive MLD course",
          kindId: "consultation",
          paymentStatus: "PAID",
          sessionsTotal: 10,
          sessionsUsed: 1,
          sessionsBooked: 0,
          sessionsLeft: 9,
          expiresOn: "2027-01-20",
          receiptNumber: null,
          amountInPaisa: 1_500_000,
          currency: "INR",
          purchasedAt: "2026-11-20T10:00:00.000Z",
          ledger: [],
        },
      ],
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MyDataView data={withCare} access={{ bookingId: "b1", token, session: null }} zone="Asia/Kolkata" />
      </QueryClientProvider>,
    );
    expect(screen.getByText("Session notes (1)")).toBeTruthy();
    // Named as the template labels them, in its order, yes/no in words; a field off the template by its id.
    const note = screen.getByText("Session notes (1)").nextElementSibling as HTMLElement;
    expect([...note.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual([
      "Subjective",
      "Stemmer sign positive",
      "Pain score",
    ]);
    expect([...note.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual([
      "Arm feels lighter",
      "Yes",
      "3",
    ]);
    expect(screen.getByText("Exercises: 1, from Fri, 20 Nov 2026. Days you ticked: 1")).toBeTruthy();
    expect(screen.getByText("Garment check-ins (2)")).toBeTruthy();
    expect(screen.getByText("Week up to Thu, 26 Nov 2026: 9 hours a day")).toBeTruthy();
    expect(screen.getByText("Week up to Thu, 3 Dec 2026: not answered yet")).toBeTruthy();
    expect(screen.getByText("Packages of sessions (1)")).toBeTruthy();
    expect(screen.getByText("Intensive MLD course: 10 sessions, 9 left, ₹15,000.00")).toBeTruthy();
  });
});
