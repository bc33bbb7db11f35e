/**
 * What other features and routes use of payment links (issue 35): the link's public page, the desk's
 * link shown to copy, and the booking's link and QR calls.
 */
export { LinkToGive, type MadeLink } from "./link-to-give";
export { PayLinkPage } from "./pay-link-page";
export { bookingPaymentApi } from "./payment-links-api";
