// @vitest-environment happy-dom
import { soapTemplate } from "@clinic/contract/session-note-templates";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ templates: vi.fn(), updateTemplate: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./session-notes-api", async (original) => ({
  ...(await original<typeof import("./session-notes-api")>()),
  sessionNotesApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { SessionNoteTemplateSettings } = await import("./template-settings");

const show = () =>
  render(<SessionNoteTemplateSettings />, {
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

describe("the session note templates in Settings", () => {
  it("refuses fields that are not a valid template, naming the field, and saves a valid one", async () => {
    api.templates.mockResolvedValue({
      items: [{ id: "soap", ...soapTemplate, updatedAt: null, updatedBy: null }],
    });
    api.updateTemplate.mockResolvedValue({ data: {}, message: "Template saved" });
    show();
    const json = (await screen.findByLabelText("Fields (JSON)")) as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(soapTemplate.fields);
    fireEvent.change(json, {
      target: {
        value: JSON.stringify([
          { id: "pain", label: "Pain", type: "number", min: 5, max: 1, section: "plan" },
        ]),
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("field 1 (max): The maximum must not be below the minimum")).toBeTruthy();
    expect(api.updateTemplate).not.toHaveBeenCalled();

    const fields = [{ id: "pain", label: "Pain", type: "number", min: 0, max: 10, section: "subjective" }];
    fireEvent.change(json, { target: { value: JSON.stringify(fields) } });
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    await waitFor(() =>
      expect(api.updateTemplate).toHaveBeenCalledWith("soap", { name: "SOAP note", fields }),
    );
    expect(toasts.success).toHaveBeenCalledWith("Template saved");
  });
});
