import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `Reviews | ${clinic.name}` }];

export default function ReviewsRoute() {
  return <PagePlaceholder title="Reviews" />;
}
