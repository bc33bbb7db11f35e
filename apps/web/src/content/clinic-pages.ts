import type { ClinicContent } from "./content-schema";

/** The content file's longer pages (part of clinic.ts, kept here so each file stays readable). */
export const clinicLymphoedema: ClinicContent["lymphoedema"] = {
  intro:
    "Understanding lymphoedema is the first step towards managing it well. Here is what it is, why it happens and how it is treated.",
  whatItIs: [
    "Lymphoedema is a long-term swelling of part of the body, most often an arm or a leg, caused by a build-up of lymph fluid when the lymphatic system cannot drain it properly.",
    "It cannot usually be cured, but with the right treatment the swelling can be reduced and kept under control, and daily life can return to normal.",
  ],
  types: [
    {
      title: "Primary lymphoedema",
      description:
        "Present from birth or appearing later in life, caused by lymphatic vessels that did not develop as they should.",
    },
    {
      title: "Secondary lymphoedema",
      description:
        "Caused by damage to a healthy lymphatic system: surgery, radiation therapy, infection or trauma.",
    },
  ],
  causes: [
    "Cancer surgery that removes lymph nodes",
    "Radiation therapy to lymph node areas",
    "Infection such as cellulitis",
    "Injury or trauma to the lymphatic system",
    "Limited mobility and excess body weight",
  ],
  symptoms: [
    "Swelling of an arm, leg, hand or foot",
    "A feeling of heaviness or tightness",
    "Reduced flexibility or range of movement",
    "Aching or discomfort",
    "Repeated skin infections",
    "Hardening and thickening of the skin",
  ],
  treatmentIntro:
    "We use complete decongestive therapy (CDT), the internationally recognised standard of care, tailored to you.",
  treatments: [
    {
      title: "Complete decongestive therapy",
      description:
        "An intensive phase to reduce swelling, followed by a maintenance phase you continue at home.",
    },
    {
      title: "Manual lymphatic drainage",
      description: "Gentle, rhythmic massage that moves lymph fluid towards working lymph nodes.",
    },
    {
      title: "Compression therapy",
      description: "Multi-layer bandaging and fitted garments that stop fluid from building up again.",
    },
    {
      title: "Exercise and education",
      description: "Exercises that help lymph flow, and skin care and self-care routines you can rely on.",
    },
  ],
};

export const clinicAccolades: ClinicContent["accolades"] = {
  intro: "Our training, recognition and memberships: the standards we hold ourselves to.",
  certifications: [
    {
      title: "Certified Lymphoedema Therapist (CLT)",
      organization: "International Lymphoedema Training Institute",
      year: 2012,
      icon: "badge-check",
    },
    {
      title: "Complete Decongestive Therapy Certification",
      organization: "Vodder School International",
      year: 2014,
      icon: "award",
    },
    {
      title: "Oncology Rehabilitation Specialist",
      organization: "Indian Association of Physiotherapists",
      year: 2016,
      icon: "stethoscope",
    },
    {
      title: "Manual Therapy Certification",
      organization: "Maitland Concept Academy",
      year: 2011,
      icon: "graduation-cap",
    },
    {
      title: "Sports Physiotherapy Certification",
      organization: "Sports Physiotherapy Association of India",
      year: 2018,
      icon: "shield-check",
    },
    {
      title: "Kinesio Taping Practitioner",
      organization: "Kinesio Taping Association International",
      year: 2019,
      icon: "award",
    },
  ],
  awards: [
    {
      title: "Excellence in Cancer Rehabilitation",
      organization: "Karnataka Physiotherapy Council",
      year: 2021,
      description: "For outstanding care of patients recovering from breast cancer surgery.",
    },
    {
      title: "Patient Choice Award",
      organization: "Bengaluru Healthcare Forum",
      year: 2022,
      description: "Chosen by patients for compassionate, effective physiotherapy care.",
    },
    {
      title: "Community Health Contribution",
      organization: "Indian Association of Physiotherapists",
      year: 2023,
      description: "For free lymphoedema awareness camps held across the city.",
    },
  ],
  memberships: [
    {
      group: "Professional bodies",
      items: [
        "Indian Association of Physiotherapists (IAP)",
        "Lymphology Association of India",
        "International Society of Lymphology (ISL)",
      ],
    },
    {
      group: "Clinical networks",
      items: [
        "Oncology Rehabilitation Network of India",
        "Sports Physiotherapy Association of India",
        "World Physiotherapy (member through IAP)",
      ],
    },
  ],
};
