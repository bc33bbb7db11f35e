import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/site-shell";

export default function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
