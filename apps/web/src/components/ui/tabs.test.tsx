// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import * as Tabs from "./tabs";

afterEach(cleanup);

function ThreeTabs() {
  return (
    <Tabs.Root defaultValue="b">
      <Tabs.List aria-label="Letters">
        <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
        <Tabs.Trigger value="b">Bravo</Tabs.Trigger>
        <Tabs.Trigger value="c">Charlie</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">Panel A</Tabs.Content>
      <Tabs.Content value="b">Panel B</Tabs.Content>
      <Tabs.Content value="c">Panel C</Tabs.Content>
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const shownPanel = () => screen.getByRole("tabpanel");

describe("Tabs", () => {
  it("starts on the default tab: chosen, the only one in the Tab order, naming its shown panel", () => {
    render(<ThreeTabs />);
    expect(screen.getByRole("tablist", { name: "Letters" })).toBeTruthy();
    expect(tab("Bravo").getAttribute("aria-selected")).toBe("true");
    expect(tab("Alpha").getAttribute("aria-selected")).toBe("false");
    expect([tab("Alpha").tabIndex, tab("Bravo").tabIndex, tab("Charlie").tabIndex]).toEqual([-1, 0, -1]);
    expect(shownPanel().textContent).toBe("Panel B");
    expect(shownPanel().id).toBe(tab("Bravo").getAttribute("aria-controls"));
    expect(shownPanel().getAttribute("aria-labelledby")).toBe(tab("Bravo").id);
    expect(tab("Bravo").dataset.state).toBe("active");
    // Every panel is in the page, so each tab's aria-controls names an element; the hidden ones are empty.
    const alphaPanel = document.getElementById(tab("Alpha").getAttribute("aria-controls") ?? "");
    expect(alphaPanel?.hidden).toBe(true);
    expect(alphaPanel?.textContent).toBe("");
  });

  it("chooses a tab on click", async () => {
    render(<ThreeTabs />);
    await userEvent.click(tab("Charlie"));
    expect(tab("Charlie").getAttribute("aria-selected")).toBe("true");
    expect(tab("Bravo").dataset.state).toBe("inactive");
    expect(shownPanel().textContent).toBe("Panel C");
  });

  it("moves and chooses with the arrow keys (wrapping), Home and End", async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab("Bravo"));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Charlie"));
    expect(shownPanel().textContent).toBe("Panel C");
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tab("Alpha"));
    expect(shownPanel().textContent).toBe("Panel A");
    await userEvent.keyboard("{ArrowLeft}");
    expect(shownPanel().textContent).toBe("Panel C");
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(tab("Alpha"));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(tab("Charlie"));
    expect(tab("Charlie").getAttribute("aria-selected")).toBe("true");
  });

  it("ignores other keys", async () => {
    render(<ThreeTabs />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}x");
    expect(document.activeElement).toBe(tab("Bravo"));
    expect(shownPanel().textContent).toBe("Panel B");
  });
});
