import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Accolades | ${clinic.name}` }];

export default function AccoladesRoute() {
  return <PagePlaceholder title="Accolades" />;
}
