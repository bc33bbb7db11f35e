import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Book Consultation | ${clinic.name}` }];

export default function BookConsultationRoute() {
  return <PagePlaceholder title="Book Consultation" />;
}
