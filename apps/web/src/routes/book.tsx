import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Book a Consultation | ${clinic.name}` }];

export default function BookRoute() {
  return <PagePlaceholder title="Book a Consultation" />;
}
