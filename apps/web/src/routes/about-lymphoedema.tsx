import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `About Lymphoedema | ${clinic.name}` }];

export default function AboutLymphoedemaRoute() {
  return <PagePlaceholder title="About Lymphoedema" />;
}
