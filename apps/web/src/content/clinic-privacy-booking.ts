import type { ClinicContent } from "./content-schema";

/*
 * The privacy notice's parts the booking form shows beside its two consent boxes (part of the notice in
 * clinic-privacy.ts). In a file of their own so that the form loads these few lines, not the whole notice
 * or content file. They are shown as written: no `{clinicName}` placeholders here.
 *
 * Change `privacyNoticeVersion` whenever the notice's meaning changes: each booking records the version
 * its patient agreed to, and a booking form opened under the old version is asked to reload.
 */

/** The notice's version, stored with every consent (decision 0100). */
export const privacyNoticeVersion = "2026-11-27";

/** The short summary and what a video consultation can and cannot do. */
export type BookingConsentTexts = Pick<ClinicContent["privacyNotice"], "summary" | "teleconsultation">;

/**
 * The consent texts in a translation's language (clinic-privacy-booking.hi.ts, .kn.ts), with the sentence
 * that keeps the English notice the one that applies: the patient agrees to the version, whose legal text is
 * the English.
 */
export type TranslatedConsentTexts = BookingConsentTexts & { readonly englishApplies: string };

export const bookingConsentTexts: BookingConsentTexts = {
  summary: [
    "We use the information you give us only to arrange and provide your consultation, take payment and send you messages about it.",
    "Your health information is seen only by your physiotherapist and the clinic's staff.",
    "We never sell your data or use it for advertising.",
    "You can see, correct or delete your data, or withdraw your consent, at any time.",
  ],
  teleconsultation: {
    can: [
      "Talk through your condition, your history and your symptoms",
      "Watch you move and show you exercises and self-care",
      "Give advice and a treatment plan, and answer your questions",
    ],
    cannot: [
      "Examine you by touch, measure your limb exactly or give hands-on treatment",
      "Deal with an emergency: in an emergency, call 112 or go to the nearest hospital",
    ],
    inPerson:
      "If your physiotherapist thinks you need to be seen in person, they will tell you and help you arrange it.",
  },
};
