import { bookingConsentTexts, privacyNoticeVersion } from "./clinic-privacy-booking";
import type { ClinicContent } from "./content-schema";

/*
 * The clinic's privacy notice (part of the content file clinic.ts, kept here so each file stays readable).
 * Written for patients, many of them older and reading on a phone: short sentences, everyday words.
 * `{clinicName}`, `{email}`, `{phone}` and `{address}` are filled from clinic.ts.
 *
 * The version (`privacyNoticeVersion`), the short summary and the video consultation's terms are in
 * clinic-privacy-booking.ts: the booking form shows them and loads that small file only.
 */

export const privacyNotice: ClinicContent["privacyNotice"] = {
  version: privacyNoticeVersion,
  lastUpdated: "2026-11-27",
  title: "Privacy Policy",
  description:
    "What personal and health data we collect, why, who receives it, how long we keep it, and your rights.",
  intro: [
    "This notice explains, in plain words, what {clinicName} does with your personal data. We follow India's Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025.",
    "When you book, we ask you to agree to this notice. You can withdraw your agreement at any time, as easily as you gave it.",
  ],
  fiduciary: {
    name: "{clinicName}",
    address: "{address}",
    email: "{email}",
    phone: "{phone}",
  },
  collected: [
    {
      key: "contact",
      label: "Your name, email address and mobile number",
      detail: "When you book, so that we know who you are and can reach you.",
    },
    {
      key: "appointment",
      label: "The time you chose and your time zone",
      detail: "When you book, so that your appointment is at the right time for you.",
    },
    {
      key: "health",
      label: "Health information you share with us",
      detail:
        "The notes you write when you book, the answers to our questions before the visit, what your physiotherapist writes down during your care, and the measurements of your limbs taken at the clinic.",
    },
    {
      key: "payment",
      label: "Payment details",
      detail:
        "The amount, the payment reference and the receipt we give you. Your card or UPI details go straight to the payment provider: we never see or store them.",
    },
    {
      key: "consent",
      label: "Your consent",
      detail:
        "Which version of this notice you agreed to and when, with a scrambled code of your internet address that cannot be turned back into it.",
    },
    {
      key: "technical",
      label: "Technical data",
      detail: "Your internet address and browser, kept in our server logs to keep the site safe.",
    },
  ],
  purposes: [
    {
      title: "To book and hold your appointment",
      description: "We reserve your time, confirm it and let you change or cancel it.",
      data: ["contact", "appointment"],
    },
    {
      title: "To give you your consultation",
      description:
        "Your physiotherapist reads your notes and answers before the call and keeps a record of your care, as good practice asks.",
      data: ["contact", "health"],
    },
    {
      title: "To take payment and keep accounts",
      description: "We take your payment, give refunds and keep the records that tax law requires.",
      data: ["contact", "payment"],
    },
    {
      title: "To send you messages about your appointment",
      description:
        "We send the confirmation, the video link, reminders and any change, by email and, if you agree, by WhatsApp. If you are measured for swelling, we also remind you when it is time to measure again or to replace your compression garment.",
      data: ["contact", "appointment"],
    },
    {
      title: "To show that you agreed, and to keep the site safe",
      description: "We keep a record of your consent, and logs that help us stop misuse of the site.",
      data: ["consent", "technical"],
    },
  ],
  recipients: [
    {
      kind: "payment",
      name: "Our payment provider (Razorpay)",
      receives: "Your name, email address, mobile number and the amount.",
      why: "To take your payment and make refunds.",
    },
    {
      kind: "email",
      name: "Our email provider",
      receives: "Your name, email address and the details of your appointment.",
      why: "To deliver our emails to you.",
    },
    {
      kind: "messages",
      name: "WhatsApp (Meta), only if you agree to messages there",
      receives:
        "Your name, mobile number, the time of your appointment and its links. Never your health information.",
      why: "To send you confirmations and reminders.",
    },
    {
      kind: "video",
      name: "Our video meeting service",
      receives: "A meeting link and the time of the call; during the call, your picture and voice.",
      why: "To hold your video consultation. We do not record the call.",
    },
  ],
  retention: [
    {
      what: "Your health information (notes, answers, photos, limb measurements and your physiotherapist's notes)",
      keptFor: "3 years after your last visit, then deleted",
      why: "So that your physiotherapist knows your history if you come back.",
      // What Settings → Patient data must keep for the sentence above to be true (the going-live check).
      years: 3,
      settings: ["intakeYears", "notesYears"],
    },
    {
      what: "Booking and payment records",
      keptFor: "8 years",
      why: "Tax law asks us to keep accounts and receipts this long. If you ask us to delete your data, we keep only the date, the amount, the receipt number and the reference.",
    },
    {
      what: "The record of your consent",
      keptFor: "As long as we keep the booking it belongs to",
      why: "To show that you agreed, and to what.",
    },
    {
      what: "Server logs",
      keptFor: "1 year",
      why: "The law asks us to keep records of how data is handled for at least a year.",
    },
  ],
  rights: [
    {
      right: "access",
      title: "See your data",
      description:
        "You can ask for a copy of everything we hold about you, and a list of who we shared it with.",
    },
    {
      right: "correction",
      title: "Correct your data",
      description: "If something is wrong or out of date, we will correct it or complete it.",
    },
    {
      right: "erasure",
      title: "Have it deleted",
      description:
        "If you no longer want us to keep your data, you can have it deleted. We then keep only what the law makes us keep, such as payment records.",
    },
    {
      right: "withdraw",
      title: "Withdraw your consent",
      description:
        "You can withdraw your consent at any time, as easily as you gave it: use the link in your booking email, or write or call us. We then stop using your data, except what the law makes us keep. What we did before stays lawful.",
    },
    {
      right: "grievance",
      title: "Complain to us",
      description: "If you are unhappy with how we handle your data, tell our contact person below.",
    },
    {
      right: "nominate",
      title: "Name someone to act for you",
      description:
        "You can name a person who may use these rights for you if you die or cannot act for yourself.",
    },
  ],
  grievance: {
    name: "The clinic's data contact, {clinicName}",
    email: "{email}",
    phone: "{phone}",
    responseTime: "To use any of these rights, write to {email} or call {phone}. We reply within 30 days.",
  },
  board: {
    name: "Data Protection Board of India",
    howToComplain:
      "If you are not satisfied with our answer, you can complain to the Data Protection Board of India. Please write to us first: the law asks that we be given the chance to put things right.",
  },
  ...bookingConsentTexts,
  changes:
    "If we change this notice, we give it a new date and version. If the change affects what you agreed to, we ask you again.",
};
