import { api } from "../../lib/api-client";

/** A payment link's page reads the link and, with the test provider, pays it (issue 35). */
export const paymentLinkKey = (linkId: string) => ["payment-link", linkId] as const;

const ofLink = (linkId: string) => ({ params: { path: { linkId } } });

export const paymentLinksApi = {
  get: (linkId: string, signal?: AbortSignal) =>
    api.get.data("/api/public/payment-links/{linkId}", { ...ofLink(linkId), signal }),
  /** The test provider's payment at a click; a real provider takes the money on its own page. */
  pay: (linkId: string) => api.post.data("/api/public/payment-links/{linkId}/pay", ofLink(linkId)),
};
