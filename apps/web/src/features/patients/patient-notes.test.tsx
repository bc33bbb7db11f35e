// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render as renderBare, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";

const api = vi.hoisted(() => ({ addNote: vi.fn(), editNote: vi.fn(), deleteNote: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./patients-api", async (original) => ({
  ...(await original<typeof import("./patients-api")>()),
  patientsApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { PatientNotes } = await import("./patient-notes");

// The form's save is a TanStack Query mutation: it needs a client, as the app gives it.
const render = (ui: React.ReactElement) =>
  renderBare(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });

const note = {
  id: "n1",
  body: "Left arm swelling down",
  author: "admin@example.com",
  createdAt: "2026-11-20T05:00:00.000Z",
  updatedAt: "2026-11-20T05:00:00.000Z",
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const show = (onChanged = vi.fn()) => {
  render(<PatientNotes patientId="p1" notes={[note]} zone="Asia/Kolkata" editable onChanged={onChanged} />);
  return onChanged;
};

describe("a patient's private notes (the contract's patientNoteRequestSchema)", () => {
  it("refuses a blank note next to the box, then adds the trimmed text and empties the box", async () => {
    api.addNote.mockResolvedValueOnce(note);
    const onChanged = show();
    const box = screen.getByLabelText("New note");
    await userEvent.type(box, "   ");
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Write the note")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toMatch(/-count .*-error$/);
    expect(api.addNote).not.toHaveBeenCalled();

    await userEvent.type(box, "Compression helps  ");
    expect(screen.getByText("17 of 5000 characters. Only admins see notes.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(api.addNote).toHaveBeenCalledWith("p1", "Compression helps"));
    expect(toasts.success).toHaveBeenCalledWith("Note added");
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  });

  it("shows the server's reason under the box when a save fails", async () => {
    api.editNote.mockRejectedValueOnce(
      new ApiError(400, "Invalid", undefined, { body: "The note contains characters that cannot be stored" }),
    );
    show();
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const box = screen.getByLabelText("Edit note");
    expect((box as HTMLTextAreaElement).value).toBe(note.body);
    await userEvent.click(screen.getByRole("button", { name: "Save note" }));
    const list = screen.getByRole("list", { name: "Notes" });
    expect(await within(list).findByText("The note contains characters that cannot be stored")).toBeTruthy();
    expect(api.editNote).toHaveBeenCalledWith("p1", "n1", note.body);
  });
});
