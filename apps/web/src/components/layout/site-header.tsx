import { needsOwnDocument } from "@clinic/contract/web-routes";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLocalePath, useTexts } from "../../i18n/locale";
import { HeartHandshake, Menu, Phone, X } from "./icons";
import { LanguageSwitcher } from "./language-switcher";
import { useSite } from "./site-context";

const MENU_ID = "primary-navigation";

/** The top bar's links (spec §2, shared chrome), named by the page's texts. */
const navItems = [
  { label: "navHome", to: "/" },
  { label: "navAboutUs", to: "/about-us" },
  { label: "navLymphoedema", to: "/about-lymphoedema" },
  { label: "navAccolades", to: "/accolades" },
  { label: "navReviews", to: "/reviews" },
  { label: "navBook", to: "/book-consultation" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base =
    "flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium transition-colors lg:text-[0.95rem]";
  return isActive
    ? `${base} bg-brand-50 text-brand-800 underline decoration-2 underline-offset-6 lg:no-underline lg:shadow-[inset_0_-3px_0_var(--color-brand-700)]`
    : `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900`;
}

/**
 * The top bar (spec §2, shared chrome): the clinic's name, the six page links (the current one marked
 * aria-current="page"), and a Call Now link. Below the lg breakpoint the links fold into a menu that
 * closes when a link is chosen or on Escape, which returns focus to the menu button. The menu button
 * comes right before the links in the DOM so Tab goes from it into the open menu; CSS `order` puts
 * Call Now beside it on small screens and restores the reading order on large ones.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const site = useSite();
  const text = useTexts("chrome");
  const inLocale = useLocalePath();
  // Prerendering sees "/about-us/" (the page is written as about-us/index.html), the browser "/about-us":
  // both must mark the same link, or hydration would keep the prerendered (unmarked) attributes.
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;

  // Any navigation (link, back button) closes the menu. `pathname` is the trigger, not a value read here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <LanguageSwitcher current={current} />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 sm:px-6 lg:flex-nowrap lg:gap-x-4">
        <Link
          to={inLocale("/")}
          className="order-1 mr-auto flex min-h-11 items-center gap-1.5 rounded-md sm:gap-2 py-1 text-brand-800 lg:order-none"
          aria-label={text.say("homeLink", { name: site.name })}
        >
          <HeartHandshake
            aria-hidden="true"
            className="size-7 shrink-0 text-brand-700 max-[359px]:hidden sm:size-8"
            strokeWidth={1.75}
          />
          <span className="flex flex-col leading-tight">
            <span className="text-base font-bold tracking-tight sm:text-lg">{site.shortName}</span>{" "}
            <span className="text-xs font-medium text-slate-600">{text.physiotherapy}</span>
          </span>
        </Link>

        <button
          ref={menuButtonRef}
          type="button"
          className="order-3 inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">{text.menu}</span>
        </button>
        <nav aria-label={text.mainNav} className="order-4 w-full lg:order-none lg:w-auto">
          <ul
            id={MENU_ID}
            className={`${menuOpen ? "flex" : "hidden"} flex-col gap-1 border-t border-slate-200 py-2 lg:flex lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:py-0`}
          >
            {navItems.map((item) => {
              const to = inLocale(item.to);
              return (
                <li key={item.to}>
                  <Link
                    to={to}
                    reloadDocument={needsOwnDocument(to)}
                    aria-current={current === to ? "page" : undefined}
                    className={navLinkClass({ isActive: current === to })}
                    onClick={() => setMenuOpen(false)}
                  >
                    {text[item.label]}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a
          href={`tel:${site.phoneE164}`}
          className="order-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-2 sm:gap-2 sm:px-4 font-semibold text-white transition-colors hover:bg-brand-800 lg:order-none"
        >
          <Phone aria-hidden="true" className="size-4 max-[359px]:hidden" />
          <span>{text.callNow}</span>
        </a>
      </div>
    </header>
  );
}
