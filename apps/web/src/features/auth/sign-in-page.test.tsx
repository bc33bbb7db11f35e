// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({ requestSignInLink: vi.fn() }));
vi.mock("./auth-api", async (original) => ({
  ...(await original<typeof import("./auth-api")>()),
  requestSignInLink: auth.requestSignInLink,
}));

const { SignInPage } = await import("./sign-in-page");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const sentText =
  "If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.";

describe("the admin sign-in page's link form (the contract's signInLinkRequestSchema)", () => {
  it("says what is wrong with the address next to it, clears it on typing, and sends a valid one", async () => {
    auth.requestSignInLink.mockResolvedValueOnce(undefined);
    render(<SignInPage oidc={{ enabled: false, buttonLabel: "Sign in with Google" }} error={null} />);
    const email = screen.getByLabelText("Email address");
    const send = screen.getByRole("button", { name: "Email me a sign-in link" });
    await userEvent.click(send);
    expect(await screen.findByText("Email address is required")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2);

    await userEvent.type(email, "staff@");
    expect(screen.queryByText("Email address is required")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
    await userEvent.click(send);
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(auth.requestSignInLink).not.toHaveBeenCalled();

    await userEvent.type(email, "clinic.example ");
    await userEvent.click(send);
    expect(await screen.findByText(sentText)).toBeTruthy();
    expect(auth.requestSignInLink).toHaveBeenCalledWith("staff@clinic.example");
  });

  it("shows the server's refusal under the form and drops it on the next try", async () => {
    const { ApiError } = await import("../../lib/api-client");
    auth.requestSignInLink.mockRejectedValueOnce(new ApiError(429, "Too many requests"));
    render(<SignInPage oidc={{ enabled: true, buttonLabel: "Sign in with Google" }} error={null} />);
    await userEvent.type(screen.getByLabelText("Email address"), "staff@clinic.example");
    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText("Too many requests")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("Email address"));
    await userEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    await waitFor(() => expect(screen.queryByText("Too many requests")).toBeNull());
  });
});
