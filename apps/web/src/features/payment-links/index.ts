/** What other features and routes use of payment links (issue 35): the link's public page. */
export { PayLinkPage } from "./pay-link-page";
