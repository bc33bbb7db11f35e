import { type PrivacyNotice, privacyNoticeSchema } from "@clinic/contract/privacy-notice";

/** The version of the test notice: what every test booking's consent names. */
export const testNoticeVersion = "test-notice-1";

/** A patient's booking consent under the test notice (decision 0100). */
export const testConsent = { noticeVersion: testNoticeVersion, teleconsultation: true } as const;

/**
 * The privacy notice every test app serves unless a test gives another (createTestApp), as the web
 * build's `content/privacy-notice.json` would hold it: filled in, checked by the contract.
 */
export const testPrivacyNotice: PrivacyNotice = privacyNoticeSchema.parse({
  version: testNoticeVersion,
  lastUpdated: "2026-11-25",
  title: "Privacy Policy",
  description: "What we collect and why.",
  intro: ["How Test Clinic uses your data."],
  fiduciary: {
    name: "Test Clinic",
    address: "1 Test Road, Bengaluru",
    email: "care@clinic.example",
    phone: "+91 90000 00000",
  },
  collected: [
    { key: "contact", label: "Your name, email and phone", detail: "When you book." },
    { key: "health", label: "Health notes", detail: "When you book." },
  ],
  purposes: [
    { title: "Your consultation", description: "To arrange and give it.", data: ["contact", "health"] },
  ],
  recipients: [
    { kind: "payment", name: "Payment provider", receives: "Name and amount.", why: "To take payment." },
    { kind: "email", name: "Email provider", receives: "Email address.", why: "To send emails." },
    { kind: "messages", name: "WhatsApp", receives: "Phone number.", why: "Reminders." },
    { kind: "video", name: "Video service", receives: "A meeting link.", why: "The call." },
  ],
  retention: [{ what: "Health notes", keptFor: "3 years", why: "Your history." }],
  rights: [
    { right: "access", title: "See", description: "Ask for a copy." },
    { right: "correction", title: "Correct", description: "Ask us to correct it." },
    { right: "erasure", title: "Delete", description: "Ask us to delete it." },
    { right: "withdraw", title: "Withdraw", description: "As easily as you gave it." },
    { right: "grievance", title: "Complain", description: "Tell us." },
    { right: "nominate", title: "Nominate", description: "Name someone." },
  ],
  grievance: {
    name: "Data contact",
    email: "care@clinic.example",
    phone: "+91 90000 00000",
    responseTime: "Within 30 days.",
  },
  board: { name: "Data Protection Board of India", howToComplain: "Complain to the Board." },
  summary: ["We use your details for your consultation."],
  teleconsultation: { can: ["Advice"], cannot: ["Touch"], inPerson: "We may ask you to come in." },
  changes: "A new version when it changes.",
});

/**
 * The consent a booking sent to a server process needs: the notice of its web build when it has one
 * (its version is checked), else the test version (a server without a build records it unchecked).
 */
export async function consentForServer(baseUrl: string) {
  // The whole read is guarded: fault tests kill the server mid-answer, and a body cut while it is
  // read must fall back like a refused connection, not escape as an error of its own.
  try {
    const res = await fetch(`${baseUrl}/api/public/privacy-notice`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { data?: { version?: string } };
    const version = res.status === 200 ? body.data?.version : undefined;
    return version ? ({ noticeVersion: version, teleconsultation: true } as const) : testConsent;
  } catch {
    return testConsent;
  }
}
