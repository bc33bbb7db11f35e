// @vitest-environment happy-dom
import type { LinkSuggestion } from "@clinic/contract/patients";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({ confirmLink: vi.fn(), dismissLink: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./patients-api", async (original) => ({
  ...(await original<typeof import("./patients-api")>()),
  patientsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { LinkSuggestions } = await import("./link-suggestions");

const suggestion: LinkSuggestion = {
  id: "s1",
  otherPatient: { id: "older", name: "Meera Iyer" },
  reasons: ["phone", "name"],
  text: "Same phone and name as Meera Iyer",
  createdAt: "2026-11-20T05:00:00.000Z",
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The newer record's page, with a route for the older one (where a merge leads). */
const show = (suggestions: LinkSuggestion[] = [suggestion]) => {
  const onChanged = vi.fn(async () => {});
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const page = <LinkSuggestions patientId="newer" suggestions={suggestions} onChanged={onChanged} />;
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/admin/patients/newer"]}>
        <Routes>
          <Route path="/admin/patients/newer" element={page} />
          <Route path="/admin/patients/older" element={<p>The older record</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onChanged, view };
};

describe("suggested links on the patient page (decision 0114)", () => {
  it("says what the records share and links to the other record", () => {
    show();
    const callout = screen.getByRole("region", { name: "Suggested link" });
    expect(within(callout).getByText("Same phone and name as Meera Iyer.")).toBeTruthy();
    const link = within(callout).getByRole("link", { name: "Open the other record (Meera Iyer)" });
    expect(link.getAttribute("href")).toBe("/admin/patients/older");
  });

  it("shows nothing without a suggestion", () => {
    const { view } = show([]);
    expect(view.container.textContent).toBe("");
  });

  it("merges only after asking, then opens the kept (older) record", async () => {
    api.confirmLink.mockResolvedValueOnce({ patientId: "older" });
    const { onChanged } = show();
    await userEvent.click(screen.getByRole("button", { name: "Merge records" }));
    const dialog = screen.getByRole("alertdialog", { name: "Merge patient records" });
    expect(dialog.textContent).toContain("Merge only if you are sure it is the same person");
    expect(dialog.textContent).toContain("moves into the older of the two records");
    expect(api.confirmLink).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Merge records" }));
    await waitFor(() => expect(api.confirmLink).toHaveBeenCalledWith("newer", "s1"));
    expect(await screen.findByText("The older record")).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith("Patients merged");
    expect(onChanged).toHaveBeenCalled();
  });

  it("'Not now' closes the question and changes nothing", async () => {
    show();
    await userEvent.click(screen.getByRole("button", { name: "Merge records" }));
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.confirmLink).not.toHaveBeenCalled();
    expect(api.dismissLink).not.toHaveBeenCalled();
  });

  it("'Not the same person' dismisses it; a refusal is shown with the server's words", async () => {
    api.dismissLink.mockResolvedValueOnce({ id: "s1" });
    const { onChanged } = show();
    await userEvent.click(screen.getByRole("button", { name: "Not the same person" }));
    await waitFor(() => expect(api.dismissLink).toHaveBeenCalledWith("newer", "s1"));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Kept as separate records"));
    expect(onChanged).toHaveBeenCalled();

    api.dismissLink.mockRejectedValueOnce(
      new ApiError(409, "This suggested link was already merged or dismissed.", "conflict"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Not the same person" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Error", {
        description: "This suggested link was already merged or dismissed.",
      }),
    );
  });
});
