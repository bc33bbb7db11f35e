// @vitest-environment happy-dom
import { lymphoedemaSessionTemplate, soapTemplate } from "@clinic/contract/session-note-templates";
import type { SessionNote } from "@clinic/contract/session-notes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import "../../test-support/happy-dom-selects";

const api = vi.hoisted(() => ({ templates: vi.fn(), note: vi.fn(), save: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./session-notes-api", async (original) => ({
  ...(await original<typeof import("./session-notes-api")>()),
  sessionNotesApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { SessionNoteEditor } = await import("./session-note-editor");

const templates = {
  items: [
    { id: "lymphoedema-session", ...lymphoedemaSessionTemplate, updatedAt: null, updatedBy: null },
    { id: "soap", ...soapTemplate, updatedAt: null, updatedBy: null },
  ],
};

const signedNote: SessionNote = {
  id: "n1",
  bookingId: "b1",
  templateId: "lymphoedema-session",
  fields: { pain: 4, stemmer_sign: true },
  author: "doctor@clinic.example",
  createdAt: "2026-12-01T05:00:00.000Z",
  updatedAt: "2026-12-01T05:00:00.000Z",
  signedAt: "2026-12-01T05:00:00.000Z",
  lockedAt: "2026-12-02T05:00:00.000Z",
  locked: true,
  versions: [
    {
      number: 1,
      kind: "signed",
      templateId: "lymphoedema-session",
      fields: { pain: 4, stemmer_sign: true },
      author: "doctor@clinic.example",
      savedAt: "2026-12-01T05:00:00.000Z",
    },
  ],
};

const show = () =>
  render(<SessionNoteEditor bookingId="b1" zone="Asia/Kolkata" />, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the session note editor", () => {
  it("fills the lymphoedema template and signs it, the values typed as the template says", async () => {
    api.templates.mockResolvedValue(templates);
    api.note.mockResolvedValue(null);
    api.save.mockResolvedValue({ data: signedNote, message: "Note signed" });
    show();
    await userEvent.type(await screen.findByLabelText("Pain (0–10)"), "4");
    await userEvent.selectOptions(screen.getByLabelText("Stemmer sign positive"), "yes");
    await userEvent.type(screen.getByLabelText("Symptoms"), "Heaviness");
    expect(screen.getByTestId("note-state").textContent).toBe("No note yet.");
    await userEvent.click(screen.getByRole("button", { name: "Sign" }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(api.save).toHaveBeenCalledWith("b1", {
      templateId: "lymphoedema-session",
      fields: { symptoms: "Heaviness", pain: 4, stemmer_sign: true },
      sign: true,
    });
  });

  it("says a number out of range under its field and sends nothing", async () => {
    api.templates.mockResolvedValue(templates);
    api.note.mockResolvedValue(null);
    show();
    await userEvent.type(await screen.findByLabelText("Pain (0–10)"), "11");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Enter a number from 0 to 10")).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("shows the server's field errors where they belong", async () => {
    api.templates.mockResolvedValue(templates);
    api.note.mockResolvedValue(null);
    api.save.mockRejectedValue(
      new ApiError(400, "Some fields need attention.", "validation_failed", {
        "fields.plan": "At most 4000 characters",
      }),
    );
    show();
    await userEvent.type(await screen.findByLabelText("Plan"), "Review");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("At most 4000 characters")).toBeTruthy();
    expect(toasts.error).toHaveBeenCalled();
  });

  it("shows a locked note's state and history, and saves an amendment", async () => {
    api.templates.mockResolvedValue(templates);
    api.note.mockResolvedValue(signedNote);
    api.save.mockResolvedValue({ data: signedNote, message: "Amendment recorded" });
    show();
    const state = await screen.findByTestId("note-state");
    expect(state.textContent).toContain("Signed by doctor@clinic.example");
    expect(state.textContent).toContain("Locked since");
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
    expect(screen.getByTestId("note-history").textContent).toContain("1. Signed by doctor@clinic.example");
    expect(screen.queryByLabelText("Template")).toBeNull();
    expect(screen.getByText("Lymphoedema session")).toBeTruthy();
    expect((screen.getByLabelText("Pain (0–10)") as HTMLInputElement).value).toBe("4");
    await userEvent.click(screen.getByRole("button", { name: "Save amendment" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Amendment recorded"));
    expect(api.save.mock.calls[0]?.[1]).toEqual({
      templateId: "lymphoedema-session",
      fields: { pain: 4, stemmer_sign: true },
    });
  });
});
