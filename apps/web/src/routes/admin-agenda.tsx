import { lazy } from "react";

// Loaded when the page opens (decision 0111).
const AgendaPage = lazy(() =>
  import("../features/agenda/agenda-page").then((m) => ({ default: m.AgendaPage })),
);

/** /admin/agenda: the clinic's booked appointments by day or week, per practitioner (issue 34). */
export default function AdminAgendaRoute() {
  return <AgendaPage />;
}
