// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { lazy, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LateHydratedPart, markShellHydrated } from "./late-hydrated-part";

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.hydrated;
});

function Shell({ children }: { children: React.ReactNode }) {
  useEffect(() => markShellHydrated(), []);
  return <main>{children}</main>;
}

describe("a late-hydrated part of a page", () => {
  it("holds the page's hydrated mark until the part's code has loaded and it has rendered", async () => {
    let load: (module: { default: () => React.ReactElement }) => void = () => {};
    const Form = lazy(
      () => new Promise<{ default: () => React.ReactElement }>((resolve) => (load = resolve)),
    );
    render(
      <Shell>
        <LateHydratedPart>
          <Form />
        </LateHydratedPart>
      </Shell>,
    );
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await act(async () => load({ default: () => <p>The form</p> }));
    expect(screen.getByText("The form")).toBeTruthy();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("marks the page at once when the part is already there", () => {
    render(
      <Shell>
        <LateHydratedPart>
          <p>Ready</p>
        </LateHydratedPart>
      </Shell>,
    );
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});
