import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Manage Booking | ${clinic.name}` }];

export default function ManageRoute() {
  return <PagePlaceholder title="Manage Booking" />;
}
