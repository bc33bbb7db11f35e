/**
 * The clinic's content file: what the clinic says about itself. A clinic that deploys this
 * site edits this file (placeholder data for now; a later issue expands it and validates it with zod).
 */

export type NavItem = { readonly label: string; readonly to: string };
export type OpeningHours = { readonly days: string; readonly hours: string };
export type SocialLink = {
  readonly label: string;
  readonly href: string;
  readonly kind: "facebook" | "instagram";
};

export const clinic = {
  name: "Healing Touch Physiotherapy",
  shortName: "Healing Touch",
  tagline: "Cancer support and lymphoedema care",
  contact: {
    /** Shown to people. */
    phoneDisplay: "+91 98765 43210",
    /** Used in the tel: link (E.164). */
    phoneE164: "+919876543210",
    email: "care@healingtouch.example",
    addressLines: ["12 Example Road, Sample Nagar", "Bengaluru, Karnataka 560001", "India"],
  },
  nav: [
    { label: "Home", to: "/" },
    { label: "About Us", to: "/about-us" },
    { label: "About Lymphoedema", to: "/about-lymphoedema" },
    { label: "Accolades", to: "/accolades" },
    { label: "Reviews", to: "/reviews" },
    { label: "Book Consultation", to: "/book-consultation" },
  ],
  services: [
    "Manual Therapy",
    "Lymphoedema Treatment",
    "Sports Rehabilitation",
    "Post-Surgical Care",
    "Chronic Pain Management",
  ],
  openingHours: [
    { days: "Mon-Fri", hours: "8:00 AM-6:00 PM" },
    { days: "Sat", hours: "9:00 AM-3:00 PM" },
    { days: "Sun", hours: "Closed" },
  ],
  socials: [
    { label: "Facebook", href: "https://www.facebook.com/", kind: "facebook" },
    { label: "Instagram", href: "https://www.instagram.com/", kind: "instagram" },
  ],
} as const satisfies {
  name: string;
  shortName: string;
  tagline: string;
  contact: { phoneDisplay: string; phoneE164: string; email: string; addressLines: readonly string[] };
  nav: readonly NavItem[];
  services: readonly string[];
  openingHours: readonly OpeningHours[];
  socials: readonly SocialLink[];
};
