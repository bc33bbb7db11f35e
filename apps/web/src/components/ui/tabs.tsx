import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from "react";

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation), used as `import * as Tabs from ".../tabs"` with the
 * parts Root, List, Trigger and Content. The kit's own rather than Radix's: the home page's reviews load
 * 10 KB less JavaScript (decision 0111). Same markup contract as before: `role` tab, tablist and tabpanel,
 * each tab naming its panel (`aria-controls`) and each panel its tab, `data-state="active"` on the chosen
 * pair, only the chosen tab in the Tab order, the arrow keys (wrapping), Home and End moving and choosing.
 * Every panel is always in the page (its tab names it); a hidden one is empty.
 */

type TabsState = { base: string; value: string; choose(value: string): void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("A tabs part must be inside <Tabs.Root>.");
  return tabs;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

type PartProps = { className?: string; children?: ReactNode };

export function Root({ defaultValue, className, children }: PartProps & { defaultValue: string }) {
  const base = useId();
  const [value, choose] = useState(defaultValue);
  return (
    <TabsContext.Provider value={{ base, value, choose }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const keyMoves: Record<string, (at: number, last: number) => number> = {
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function List({ className, children, "aria-label": label }: PartProps & { "aria-label": string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || at < 0) return;
    event.preventDefault();
    const next = tabs[move(at, tabs.length - 1)];
    next?.focus();
    next?.click();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export function Trigger({ value, className, children }: PartProps & { value: string }) {
  const tabs = useTabs();
  const chosen = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.base, value)}
      aria-controls={panelId(tabs.base, value)}
      aria-selected={chosen}
      data-state={chosen ? "active" : "inactive"}
      tabIndex={chosen ? 0 : -1}
      className={className}
      onClick={() => tabs.choose(value)}
    >
      {children}
    </button>
  );
}

export function Content({ value, className, children }: PartProps & { value: string }) {
  const tabs = useTabs();
  const chosen = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.base, value)}
      aria-labelledby={tabId(tabs.base, value)}
      data-state={chosen ? "active" : "inactive"}
      hidden={!chosen}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel focusable, so that a keyboard user reaches one with no focusable content.
      tabIndex={0}
      className={className}
    >
      {chosen ? children : null}
    </div>
  );
}
