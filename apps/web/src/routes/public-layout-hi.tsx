import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/site-shell";
import { LocaleProvider } from "../i18n/locale";
import { hi } from "../i18n/site-texts.hi";

/** The public pages in Hindi (/hi/…): their texts, then the site's frame (decision 0127). */
export default function PublicLayoutHi() {
  return (
    <LocaleProvider locale="hi" texts={hi}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </LocaleProvider>
  );
}
