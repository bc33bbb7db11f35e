import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Booking Confirmation | ${clinic.name}` }];

export default function SuccessRoute() {
  return <PagePlaceholder title="Booking Confirmation" />;
}
