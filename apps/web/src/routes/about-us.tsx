import type { MetaFunction } from "react-router";
import { PagePlaceholder } from "../components/layout/page-placeholder";
import { clinic } from "../content/clinic";

export const meta: MetaFunction = () => [{ title: `About Us | ${clinic.name}` }];

export default function AboutUsRoute() {
  return <PagePlaceholder title="About Us" />;
}
