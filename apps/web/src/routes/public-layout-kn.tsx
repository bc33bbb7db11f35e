import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/site-shell";
import { LocaleProvider } from "../i18n/locale";
import { kn } from "../i18n/site-texts.kn";

/** The public pages in Kannada (/kn/…): their texts, then the site's frame (decision 0127). */
export default function PublicLayoutKn() {
  return (
    <LocaleProvider locale="kn" texts={kn}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LocaleProvider>
  );
}
