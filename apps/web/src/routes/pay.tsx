import { localeOfPath } from "@clinic/contract/locales";
import { type MetaFunction, useParams } from "react-router";
import { PayLinkPage } from "../features/payment-links";
import { siteNameFrom } from "../features/seo/site-name";
import { managePageTitles } from "../i18n/manage";

// The link is its own key (decision 0131): never indexed; the server also sends no-store and noindex.
export const meta: MetaFunction = ({ location, matches }) => [
  { title: `${managePageTitles[localeOfPath(location.pathname)].pay} | ${siteNameFrom(matches)}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /pay/{linkId} in each language: a payment link's page, client-rendered like the manage page. */
export default function PayRoute() {
  const { linkId = "" } = useParams();
  return <PayLinkPage key={linkId} linkId={linkId} />;
}
