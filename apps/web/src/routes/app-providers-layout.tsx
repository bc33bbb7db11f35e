import { Outlet } from "react-router";
import { AppProviders } from "../app/providers";

/**
 * The app's providers (TanStack Query, the toast region) around the routes that fetch
 * data or show toasts: reviews, booking, confirmation, manage, admin. The marketing pages are outside
 * it, so their first load carries none of that code.
 */
export default function AppProvidersLayout() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
