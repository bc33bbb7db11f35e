import type { ClinicContent } from "./content-schema";

/**
 * The pre-consultation intake form (part of clinic.ts): the questions a patient answers from their
 * manage link before the consultation. Change, add or remove questions here; the build checks them
 * (content-schema.ts) and gives them to the server, which validates the answers against them.
 *
 * Each question: `id` (kept with the answers: do not rename one patients have answered), `label`,
 * optional `help`, `kind` (short-text, long-text, date, single-choice, multiple-choice, yes-no),
 * `required`, `maxLength` (text), `options` (choices), `notInFuture` (dates), and `showWhen` to ask it
 * only when an earlier choice or yes/no question has one of the given answers.
 */
export const clinicIntakeForm: ClinicContent["intakeForm"] = {
  title: "Before your consultation",
  intro:
    "These questions help the physiotherapist prepare for your consultation. Only the clinic's practitioner sees your answers and photos. You can change them until the consultation starts.",
  questions: [
    {
      id: "reason",
      label: "What would you like help with?",
      help: "In your own words: what brings you to the consultation.",
      kind: "long-text",
      required: true,
      maxLength: 2000,
    },
    {
      id: "date-of-birth",
      label: "Date of birth",
      kind: "date",
      required: true,
      notInFuture: true,
    },
    {
      id: "cancer-history",
      label: "Have you been treated for cancer?",
      kind: "yes-no",
      required: true,
    },
    {
      id: "diagnosis",
      label: "Diagnosis",
      help: "For example: breast cancer, left side.",
      kind: "short-text",
      maxLength: 200,
      showWhen: { question: "cancer-history", is: ["yes"] },
    },
    {
      id: "diagnosis-date",
      label: "When was it diagnosed?",
      kind: "date",
      notInFuture: true,
      showWhen: { question: "cancer-history", is: ["yes"] },
    },
    {
      id: "treatments",
      label: "Which treatments have you had?",
      help: "Tick all that apply.",
      kind: "multiple-choice",
      options: [
        { value: "surgery", label: "Surgery" },
        { value: "lymph-node-removal", label: "Lymph-node removal" },
        { value: "radiotherapy", label: "Radiotherapy" },
        { value: "chemotherapy", label: "Chemotherapy" },
        { value: "other", label: "Other treatment" },
      ],
      showWhen: { question: "cancer-history", is: ["yes"] },
    },
    {
      id: "surgery-date",
      label: "Date of surgery",
      kind: "date",
      notInFuture: true,
      showWhen: { question: "treatments", is: ["surgery"] },
    },
    {
      id: "lymph-node-removal-date",
      label: "Date of lymph-node removal",
      kind: "date",
      notInFuture: true,
      showWhen: { question: "treatments", is: ["lymph-node-removal"] },
    },
    {
      id: "treatment-details",
      label: "Anything else about your treatment",
      help: "For example: when radiotherapy or chemotherapy ended.",
      kind: "long-text",
      maxLength: 1000,
      showWhen: { question: "cancer-history", is: ["yes"] },
    },
    {
      id: "affected-area",
      label: "Which area is affected?",
      kind: "multiple-choice",
      options: [
        { value: "arm", label: "Arm" },
        { value: "leg", label: "Leg" },
        { value: "other", label: "Another area" },
      ],
    },
    {
      id: "affected-side",
      label: "Which side?",
      kind: "single-choice",
      options: [
        { value: "left", label: "Left" },
        { value: "right", label: "Right" },
        { value: "both", label: "Both" },
        { value: "not-applicable", label: "Not applicable" },
      ],
    },
    {
      id: "affected-area-other",
      label: "Which other area?",
      kind: "short-text",
      maxLength: 200,
      showWhen: { question: "affected-area", is: ["other"] },
    },
    {
      id: "symptoms",
      label: "What symptoms do you have, and for how long?",
      help: "For example: swelling, heaviness, tightness, pain; since about three months.",
      kind: "long-text",
      maxLength: 2000,
    },
    {
      id: "compression-garments",
      label: "Do you wear compression garments now?",
      kind: "yes-no",
    },
    {
      id: "compression-details",
      label: "Which garments, and how often?",
      kind: "short-text",
      maxLength: 300,
      showWhen: { question: "compression-garments", is: ["yes"] },
    },
    {
      id: "medications",
      label: "Medications you take",
      kind: "long-text",
      maxLength: 1000,
    },
    {
      id: "allergies",
      label: "Allergies",
      kind: "short-text",
      maxLength: 300,
    },
    {
      id: "other-conditions",
      label: "Other health conditions",
      help: "For example: diabetes, heart or kidney conditions, blood clots, infections.",
      kind: "long-text",
      maxLength: 1000,
    },
  ],
};
