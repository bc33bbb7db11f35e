// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ library: vi.fn(), add: vi.fn(), change: vi.fn() }));
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("./exercises-api", async (original) => ({
  ...(await original<typeof import("./exercises-api")>()),
  exercisesApi: api,
}));
vi.mock("../../components/ui/toast", () => ({ toast: toasts }));

const { ExerciseLibrarySettings } = await import("./exercise-library-settings");

const handPumps = {
  id: "hand-pumps",
  name: "Hand pumps",
  names: { hi: "मुट्ठी बंद-खोलना" },
  instructions: "Open and close your hand slowly.",
  instructionsIn: {},
  mediaUrl: null,
  shipped: true,
};

const show = () =>
  render(<ExerciseLibrarySettings />, {
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

describe("the exercise library in Settings", () => {
  it("changes an exercise's texts, and adds one after refusing a link that is not https", async () => {
    api.library.mockResolvedValue({ items: [handPumps] });
    api.change.mockResolvedValue({ ...handPumps, id: "hand-pumps" });
    api.add.mockResolvedValue({ ...handPumps, id: "wall-climb" });
    show();
    const kannada = (await screen.findByLabelText(
      "Instructions in Kannada (optional)",
    )) as HTMLTextAreaElement;
    expect((screen.getByLabelText("Name in Hindi (optional)") as HTMLInputElement).value).toBe(
      "मुट्ठी बंद-खोलना",
    );
    fireEvent.change(kannada, { target: { value: "ನಿಧಾನವಾಗಿ ಕೈ ತೆರೆದು ಮುಚ್ಚಿ." } });
    await userEvent.click(screen.getByRole("button", { name: "Save exercise" }));
    await waitFor(() =>
      expect(api.change).toHaveBeenCalledWith("hand-pumps", {
        name: "Hand pumps",
        names: { hi: "मुट्ठी बंद-खोलना" },
        instructions: "Open and close your hand slowly.",
        instructionsIn: { kn: "ನಿಧಾನವಾಗಿ ಕೈ ತೆರೆದು ಮುಚ್ಚಿ." },
        mediaUrl: null,
      }),
    );

    fireEvent.change(screen.getByLabelText("Exercise"), { target: { value: "new" } });
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Wall climb" } });
    fireEvent.change(screen.getByLabelText("Instructions"), {
      target: { value: "Walk your fingers up a wall." },
    });
    fireEvent.change(screen.getByLabelText("Picture or video link (optional, https)"), {
      target: { value: "http://videos.example/wall" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Add exercise" }));
    expect(await screen.findByText("Use a link that starts with https://")).toBeTruthy();
    expect(api.add).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Picture or video link (optional, https)"), {
      target: { value: "https://videos.example/wall" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Add exercise" }));
    await waitFor(() =>
      expect(api.add).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Wall climb", mediaUrl: "https://videos.example/wall" }),
      ),
    );
    expect(toasts.success).toHaveBeenCalledWith("Exercise added");
  });
});
