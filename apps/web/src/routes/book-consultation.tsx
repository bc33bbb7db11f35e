import { localeOfPath } from "@clinic/contract/locales";
import { BookingWizard } from "../features/booking/booking-wizard";
import { wizardPageData } from "../features/booking/wizard-page.server";
import { pageMeta } from "../features/seo/page-meta";
import { BookingTextsProvider } from "../i18n/booking";
import { ClinicWordsProvider } from "../i18n/clinic-words";
import type { Route } from "./+types/book-consultation";

/** Runs at build time only (the page is prerendered). */
export function loader({ request }: Route.LoaderArgs) {
  return wizardPageData(request, "bookConsultation");
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({ ...loaderData.seo, path: "/book-consultation", locale: localeOfPath(location.pathname) })
    : [];

export default function BookConsultationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BookingTextsProvider texts={loaderData.texts}>
      <ClinicWordsProvider words={loaderData.clinicWords}>
        <BookingWizard flow="book-consultation" title={loaderData.seo.title} />
      </ClinicWordsProvider>
    </BookingTextsProvider>
  );
}
