import { afterPageFonts } from "../../lib/after-page-fonts";

/**
 * The first call the booking wizard makes is this month's dates with free times
 * (`/api/public/slots/dates`, slot-step.tsx). The page is prerendered, so the month is known only in the
 * browser: this inline script, which runs as the HTML is read (before the app's scripts arrive), adds a
 * `<link rel="preload" as="fetch" crossorigin>` for that exact URL (the visitor's month, in local time, for
 * the default kind, as slot-step.tsx asks for it first), and one for the kinds bookable online in the
 * page's language (issue 34), which the wizard asks for at the same time; the app's `fetch` takes the
 * preloaded answers. It adds them once the page's first text is drawn in its fonts (`afterPageFonts`,
 * decision 0150), so on a slow line they do not share it with the page's font, and long before the app's
 * scripts have arrived; unless those have (entry.client.tsx marks `clinicAppStarted`): the app then asks
 * itself, and a preload no one takes would be a second call. The server allows the script
 * by its hash (Content-Security-Policy). On a page rendered in the browser React does not run it; the app
 * then simply fetches (decision 0109). So only the prerender carries its text: the browser's copy renders
 * the element empty, and hydrating React keeps the page's own script as it is (it does not compare inner
 * HTML), 0.4 KB less on the wizard's first load.
 */
const preloadCalls = `if(window.clinicAppStarted)return;var s,d=new Date(),k=function(x){return x.getFullYear()+"-"+String(x.getMonth()+1).padStart(2,"0")+"-"+String(x.getDate()).padStart(2,"0")},l=document.createElement("link");l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href="/api/public/slots/dates?from="+k(new Date(d.getFullYear(),d.getMonth(),1))+"&to="+k(new Date(d.getFullYear(),d.getMonth()+1,0))+"&kindId=consultation";document.head.appendChild(l);l=l.cloneNode();s=location.pathname.split("/")[1];l.href="/api/public/appointment-kinds?locale="+(s==="hi"||s==="kn"?s:"en");document.head.appendChild(l)`;

export function SlotDatesPreload() {
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this file, allowed by its hash.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? afterPageFonts(preloadCalls) : "" }}
    />
  );
}
