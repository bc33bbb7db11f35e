import { clinicIntakeForm } from "./clinic-intake";
import { clinicAccolades, clinicLymphoedema } from "./clinic-pages";
import { privacyNotice } from "./clinic-privacy";
import type { ClinicContent } from "./content-schema";

/**
 * The clinic's content file: everything the site says about the clinic. Another clinic edits this file
 * and nothing else (README: "Making the site yours"). The build checks it (content-schema.ts) and stops
 * with a message naming the field when a value is wrong. The values below are the specification's
 * placeholder data.
 *
 * In the privacy notice and terms texts, `{clinicName}`, `{email}`, `{phone}` and `{address}` are replaced with
 * the values above them, so changing the name or a contact detail here changes it in those texts too.
 */
export const clinic: ClinicContent = {
  name: "Healing Touch Physiotherapy",
  shortName: "Healing Touch",
  tagline: "Cancer support and lymphoedema care",
  practitioner: { fullName: "Dr. Priya Sharma", firstName: "Priya" },
  contact: {
    /** Shown to people. */
    phoneDisplay: "+91 98765 43210",
    /** Used in tel: links and the structured data (E.164). */
    phoneE164: "+919876543210",
    email: "care@healingtouch.example",
    addressLines: ["12 Example Road, Sample Nagar", "Bengaluru, Karnataka 560001", "India"],
    address: {
      street: "12 Example Road, Sample Nagar",
      locality: "Bengaluru",
      region: "Karnataka",
      postalCode: "560001",
      countryCode: "IN",
    },
    mapUrl: "https://www.google.com/maps/search/?api=1&query=12+Example+Road+Sample+Nagar+Bengaluru",
  },
  whatsapp: {
    number: "919876543210",
    message:
      "Hello! I would like to schedule a physiotherapy consultation. Could you please share the available times?",
  },
  /** The first value of the admin's Settings → Business hours; once saved there, the site shows those. */
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "09:00", closes: "15:00" },
    { days: ["Sunday"], opens: null, closes: null },
  ],
  hero: {
    eyebrow: "Cancer support and lymphoedema care",
    headline: "Professional Physiotherapy Care with Healing Touch",
    lead: "Gentle, expert care for lymphoedema, recovery after cancer treatment, manual therapy and sports rehabilitation, at the clinic or by video consultation.",
  },
  // Example pictures made for this project (scripts/make-example-photos.mjs): replace them with the clinic's own
  // photos (README, "Photos"), or remove `photos` and the team's `photo` for a site without pictures.
  photos: {
    hero: {
      file: "photos/hero.jpg",
      alt: "Soft morning light over green hills, with leaves in the foreground",
    },
    clinic: {
      file: "photos/clinic.jpg",
      alt: "The clinic's waiting area: a bench, a plant and a large window",
    },
    treatmentRoom: {
      file: "photos/treatment-room.jpg",
      alt: "The treatment room: a padded treatment table under a window, with a lamp",
    },
  },
  services: [
    {
      title: "Manual Therapy",
      description: "Hands-on treatment that eases pain and restores movement in joints and soft tissue.",
      icon: "hand",
      features: [
        "Joint mobilization",
        "Soft tissue techniques",
        "Myofascial release",
        "Trigger point therapy",
      ],
      featured: true,
      cardOrder: 2,
    },
    {
      title: "Lymphoedema Treatment",
      description:
        "Specialised care to reduce swelling and keep it under control, before and after cancer treatment.",
      icon: "droplets",
      features: [
        "Manual lymphatic drainage",
        "Compression therapy",
        "Exercise programs",
        "Skin care education",
      ],
      featured: true,
      cardOrder: 1,
    },
    {
      title: "Sports Rehabilitation",
      description: "A structured path from injury back to training, competition and everyday activity.",
      icon: "activity",
      features: [
        "Injury assessment",
        "Performance enhancement",
        "Return-to-sport programs",
        "Prevention strategies",
      ],
      featured: true,
      cardOrder: 3,
    },
    {
      title: "Post-Surgical Care",
      description: "Rehabilitation after surgery, including breast cancer surgery and lymph node removal.",
      icon: "bandage",
      features: [],
      featured: false,
    },
    {
      title: "Chronic Pain Management",
      description: "Long-term plans that reduce pain and help you stay active.",
      icon: "heart-pulse",
      features: [],
      featured: false,
    },
  ],
  stats: [
    { value: "15+", label: "Years of combined experience" },
    { value: "1000+", label: "Patients treated" },
    { value: "98%", label: "Patient satisfaction" },
    { value: "24/7", label: "Support" },
  ],
  about: {
    intro:
      "A small clinic with one purpose: helping people move, heal and live well during and after illness.",
    mission: [
      "Our mission is to give every patient skilled, compassionate physiotherapy that restores movement, reduces pain and brings back confidence in everyday life.",
      "We specialise in lymphoedema care and support for people living with and beyond cancer, and we treat musculoskeletal and sports injuries with the same care.",
    ],
    approach: [
      {
        title: "Listen first",
        description: "Every treatment starts with a thorough assessment and a conversation about your goals.",
      },
      {
        title: "Evidence-based care",
        description:
          "We use treatments with proven results and explain each step so you know what to expect.",
      },
      {
        title: "A plan you can follow",
        description:
          "Clear home exercises and self-care routines that fit your life, reviewed as you progress.",
      },
    ],
    team: [
      {
        name: "Dr. Priya Sharma",
        role: "Lead Physiotherapist and Founder",
        specialization: "Lymphoedema management and oncology rehabilitation",
        experience: "15+ years",
        photo: { file: "photos/portrait-1.jpg", alt: "Portrait of Dr. Priya Sharma" },
      },
      {
        name: "Dr. Arjun Mehta",
        role: "Senior Physiotherapist",
        specialization: "Manual therapy and chronic pain management",
        experience: "10+ years",
        photo: { file: "photos/portrait-2.jpg", alt: "Portrait of Dr. Arjun Mehta" },
      },
      {
        name: "Dr. Kavya Reddy",
        role: "Sports Physiotherapist",
        specialization: "Sports rehabilitation and injury prevention",
        experience: "7+ years",
        photo: { file: "photos/portrait-3.jpg", alt: "Portrait of Dr. Kavya Reddy" },
      },
    ],
  },
  lymphoedema: clinicLymphoedema,
  accolades: clinicAccolades,
  socials: [
    { label: "Facebook", href: "https://www.facebook.com/", kind: "facebook" },
    { label: "Instagram", href: "https://www.instagram.com/", kind: "instagram" },
  ],
  google: {
    placeId: "ChIJexamplePlaceIdHealingTouch",
    writeReviewUrl: "https://search.google.com/local/writereview?placeid=ChIJexamplePlaceIdHealingTouch",
    manualReviews: [],
  },
  seo: {
    home: {
      title: "Physiotherapy, Lymphoedema and Cancer Support Care",
      description:
        "Expert physiotherapy for lymphoedema, cancer recovery, manual therapy and sports rehabilitation. Book a video consultation online.",
    },
    aboutUs: {
      title: "About Us",
      description: "Our mission, our approach and the physiotherapists who will care for you.",
    },
    aboutLymphoedema: {
      title: "About Lymphoedema",
      description:
        "What lymphoedema is, its causes and symptoms, and how complete decongestive therapy treats it.",
    },
    accolades: {
      title: "Accolades",
      description: "Certifications, awards and professional memberships of our physiotherapy team.",
    },
  },
  /** The privacy notice, in clinic-privacy.ts: /privacy and the booking form's consents (decision 0100). */
  privacyNotice,
  legal: {
    terms: {
      title: "Terms and Conditions",
      description:
        "The terms for booking and paying for a consultation, rescheduling, cancelling and refunds.",
      lastUpdated: "2026-11-23",
      sections: [
        {
          heading: "About these terms",
          paragraphs: [
            "These terms apply when you book a consultation with {clinicName} through this website. By ticking the terms box when you book, you accept them.",
          ],
          items: [],
        },
        {
          heading: "Consultations",
          paragraphs: [
            "Video consultations are a professional physiotherapy assessment and advice. They are not an emergency service: in an emergency, call 112 or go to the nearest hospital.",
          ],
          items: [],
        },
        {
          heading: "Booking and payment",
          paragraphs: [],
          items: [
            "A time is reserved for you once your payment is confirmed.",
            "The price is shown before you pay and is charged in Indian rupees.",
            "You will receive a confirmation email with the meeting link and a calendar invite.",
          ],
        },
        {
          heading: "Rescheduling and cancelling",
          paragraphs: [
            "You can reschedule or cancel using the link in your confirmation email up to 24 hours before your appointment. Cancellations made in time are refunded in full to the original payment method.",
          ],
          items: [],
        },
        {
          heading: "Your data",
          paragraphs: ["How we handle your personal and health data is described in our Privacy Policy."],
          items: [],
        },
        {
          heading: "Contact",
          paragraphs: ["Questions about these terms: {email} or {phone}."],
          items: [],
        },
      ],
    },
  },
  /** The pre-consultation intake form's questions (clinic-intake.ts). */
  intakeForm: clinicIntakeForm,
};

export type SocialLink = ClinicContent["socials"][number];
