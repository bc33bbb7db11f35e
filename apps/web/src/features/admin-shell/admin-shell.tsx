import type { SessionUser } from "@clinic/contract/auth";
import { staffRoleLabels } from "@clinic/contract/staff";
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronsLeft, ChevronsRight, LogOut, Menu, RefreshCw, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { LoadingStatus } from "../../components/ui/loading-status";
import { clinic } from "../../content/clinic";
import { useSignOut } from "../auth";
import { NotForYourRole } from "./not-for-your-role";
import { currentSectionId, displayEmail, sectionBeyond, sectionsFor } from "./sections";

/** Delay before the sidebar collapses after a click outside it (admin.md §9). */
export const AUTO_COLLAPSE_MS = 100;

type NavProps = { user: SessionUser; current: string; collapsed: boolean; onNavigate?: () => void };

function SectionNav({ user, current, collapsed, onNavigate }: NavProps) {
  return (
    <ul className="flex flex-col gap-1">
      {sectionsFor(user.role).map((section) => {
        const Icon = section.icon;
        const label = (
          <>
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span className={collapsed ? "sr-only" : "truncate"}>{section.label}</span>
          </>
        );
        const base = `flex min-h-11 items-center gap-3 rounded-lg px-3 text-base ${collapsed ? "justify-center" : ""}`;
        if (section.disabled || !section.to)
          return (
            <li key={section.id}>
              <span
                data-section={section.id}
                aria-disabled="true"
                title={collapsed ? `${section.label} (Soon)` : undefined}
                className={`${base} cursor-not-allowed text-slate-500`}
              >
                {label}
                <span
                  className={
                    collapsed
                      ? "sr-only"
                      : "ml-auto rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
                  }
                >
                  Soon
                </span>
              </span>
            </li>
          );
        const active = section.id === current;
        return (
          <li key={section.id}>
            <Link
              to={section.to}
              data-section={section.id}
              aria-current={active ? "page" : undefined}
              title={collapsed ? section.label : undefined}
              onClick={onNavigate}
              className={`${base} ${active ? "bg-brand-700 font-semibold text-white" : "text-slate-800 hover:bg-brand-50"}`}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Who is signed in: their email, and their role under it (issue 34). */
function UserEmail({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const shown = displayEmail(user.email);
  return (
    <div className={collapsed ? "sr-only" : "min-w-0 px-3"}>
      <p data-testid="admin-email" className="truncate text-sm text-slate-700" title={shown}>
        {shown}
      </p>
      {user.role && (
        <p data-testid="admin-role" className="text-xs font-semibold text-brand-800">
          {staffRoleLabels[user.role]}
        </p>
      )}
    </div>
  );
}

/** A header action: its words from sm up; below, a 44 px square icon button. */
function headerButton(style: string): string {
  return `${style} max-sm:size-11 max-sm:px-0`;
}

/** The panel around every admin section: sidebar (rail or drawer), header, content. */
export function AdminShell({
  user,
  title,
  children,
}: {
  user: SessionUser;
  title: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const current = currentSectionId(location.pathname, location.search);
  const beyond = sectionBeyond(user.role, location.pathname, location.search);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const asideRef = useRef<HTMLElement>(null);

  // A click outside the expanded sidebar collapses it after 100 ms. Counted from the finished click, and
  // put off while the next press is held: the page must never slide left under a pointer that is down, or
  // the release lands on another element and makes no click at all (a button that did not submit, a
  // checkbox that did not change). That next press's own click starts the 100 ms again. A click made with
  // the keyboard (detail 0) leaves the sidebar as it is.
  useEffect(() => {
    if (collapsed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPress = () => clearTimeout(timer);
    const onClick = (event: MouseEvent) => {
      if (event.detail > 0 && asideRef.current && !asideRef.current.contains(event.target as Node)) {
        clearTimeout(timer);
        timer = setTimeout(() => setCollapsed(true), AUTO_COLLAPSE_MS);
      }
    };
    document.addEventListener("pointerdown", onPress, true);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerdown", onPress, true);
      document.removeEventListener("click", onClick);
      clearTimeout(timer);
    };
  }, [collapsed]);

  const welcome = user.name ?? (user.email?.includes("@") ? user.email : null);
  const welcomeText = welcome ? `Welcome, ${welcome}` : "Welcome";

  return (
    <div className="min-h-dvh bg-slate-50 md:flex">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click-to-toggle is a mouse shortcut; keyboard users have the labelled toggle button inside. */}
      <aside
        ref={asideRef}
        data-testid="admin-sidebar"
        data-collapsed={collapsed ? "true" : "false"}
        aria-label="Admin sidebar"
        // Clicking the sidebar itself (not a link or button in it) toggles it (admin.md §2).
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest("a,button")) setCollapsed((c) => !c);
        }}
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-slate-200 bg-white py-4 transition-[width] duration-200 motion-reduce:transition-none md:flex ${
          collapsed ? "w-16 px-2" : "w-64 px-3 lg:w-72"
        }`}
      >
        <div className={`flex items-center ${collapsed ? "justify-center" : "justify-between"} gap-2`}>
          <UserEmail user={user} collapsed={collapsed} />
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            {collapsed ? (
              <ChevronsRight aria-hidden="true" className="size-5" />
            ) : (
              <ChevronsLeft aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        <nav aria-label="Admin sections" className="mt-4 flex-1 overflow-y-auto">
          <SectionNav user={user} current={current} collapsed={collapsed} />
        </nav>
        <button
          type="button"
          onClick={() => void signOut()}
          title={collapsed ? "Logout" : undefined}
          className={`flex min-h-11 items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-red-50 ${collapsed ? "justify-center" : ""}`}
        >
          <LogOut aria-hidden="true" className="size-5" />
          <span className={collapsed ? "sr-only" : ""}>Logout</span>
        </button>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        {/*
          A grid, so that it stays tidy on a phone: the clinic's name and the welcome each on one line,
          cut with an ellipsis (the whole text in their title) rather than wrapped; the two actions are
          icons there, keeping their names for screen readers. The menu button exists below md only.
        */}
        <header className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 sm:gap-x-3 sm:px-6 sm:py-3 md:grid-cols-[minmax(0,1fr)_auto]">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger asChild>
              <button
                type="button"
                aria-label="Open menu"
                className="col-start-1 row-start-1 inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 sm:row-span-2 md:hidden"
              >
                <Menu aria-hidden="true" className="size-6" />
              </button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
              <Dialog.Content
                data-testid="admin-drawer"
                className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl md:hidden"
              >
                <div className="flex items-center justify-between gap-2">
                  <Dialog.Title className="text-lg font-semibold text-slate-900">Admin menu</Dialog.Title>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      aria-label="Close menu"
                      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
                    >
                      <X aria-hidden="true" className="size-6" />
                    </button>
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">Sections of the admin panel</Dialog.Description>
                <UserEmail user={user} collapsed={false} />
                <nav aria-label="Admin sections" className="mt-4 flex-1 overflow-y-auto">
                  <SectionNav
                    user={user}
                    current={current}
                    collapsed={false}
                    onNavigate={() => setDrawerOpen(false)}
                  />
                </nav>
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-red-50"
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  Logout
                </button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <p
            className="col-start-2 row-start-1 truncate text-sm font-semibold text-slate-800 sm:font-normal sm:text-slate-700 md:col-start-1"
            title={`${clinic.name} admin`}
          >
            {clinic.name} admin
          </p>
          <p
            className="col-span-3 col-start-1 row-start-2 truncate text-base font-semibold text-slate-900 sm:col-span-1 sm:col-start-2 sm:text-lg md:col-start-1"
            title={welcomeText}
            data-testid="admin-welcome"
          >
            {welcomeText}
          </p>
          <div className="col-start-3 row-start-1 flex items-center gap-2 sm:row-span-2 md:col-start-2">
            <button
              type="button"
              className={headerButton(buttonStyles.secondary)}
              title="Refresh Now"
              onClick={() => void queryClient.invalidateQueries()}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Refresh Now</span>
            </button>
            <button
              type="button"
              className={headerButton(buttonStyles.primary)}
              title="Sign Out"
              onClick={() => void signOut()}
            >
              <LogOut aria-hidden="true" className="size-4 sm:hidden" />
              <span className="sr-only sm:not-sr-only">Sign Out</span>
            </button>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 p-4 sm:p-6">
          {/* The page's name, its only heading of that name: sections inside start at <h2>. */}
          <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
          {beyond ? (
            <NotForYourRole
              section={beyond}
              role={user.role}
              dashboard={sectionsFor(user.role)[0]?.to ?? "/admin"}
            />
          ) : (
            children
          )}
        </main>
      </div>
    </div>
  );
}

/** A section's code is on its way (decision 0111): said once, politely, where the section will be. */
export function SectionLoading() {
  return <LoadingStatus>Loading…</LoadingStatus>;
}
