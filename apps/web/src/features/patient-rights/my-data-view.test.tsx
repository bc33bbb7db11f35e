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
