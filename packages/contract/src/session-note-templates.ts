import type { SessionNoteTemplateRequest } from "./session-notes";

/*
 * The templates the clinic starts with (issue 36; decision 0135), written for this project. They are
 * stored on first use and the clinic edits them in Settings from then on: these are only the start.
 */

const pitting = ["None", "Mild", "Moderate", "Severe"];
const yesNo = "yes_no" as const;

export const lymphoedemaSessionTemplate: SessionNoteTemplateRequest = {
  name: "Lymphoedema session",
  fields: [
    { id: "symptoms", label: "Symptoms", type: "text", section: "subjective" },
    { id: "pain", label: "Pain (0–10)", type: "number", min: 0, max: 10, section: "subjective" },
    {
      id: "garment_hours",
      label: "Garment worn (hours/day)",
      type: "number",
      min: 0,
      max: 24,
      section: "subjective",
    },
    { id: "skin_condition", label: "Skin condition", type: "text", section: "objective" },
    { id: "pitting", label: "Pitting", type: "choice", options: pitting, section: "objective" },
    { id: "stemmer_sign", label: "Stemmer sign positive", type: yesNo, section: "objective" },
    { id: "fibrosis", label: "Fibrosis", type: "choice", options: pitting, section: "objective" },
    { id: "limb_measured", label: "Limb measured", type: yesNo, section: "objective" },
    { id: "mld_minutes", label: "MLD (minutes)", type: "number", min: 0, max: 180, section: "treatment" },
    {
      id: "bandaging_layers",
      label: "Bandaging layers",
      type: "number",
      min: 0,
      max: 12,
      section: "treatment",
    },
    { id: "garment_fitted", label: "Garment fitted", type: yesNo, section: "treatment" },
    {
      id: "garment_class",
      label: "Garment class",
      type: "choice",
      options: ["I", "II", "III", "IV"],
      section: "treatment",
    },
    { id: "exercises_taught", label: "Exercises taught", type: "text", section: "treatment" },
    { id: "assessment", label: "Assessment", type: "text", section: "assessment" },
    { id: "plan", label: "Plan", type: "text", section: "plan" },
  ],
};

export const soapTemplate: SessionNoteTemplateRequest = {
  name: "SOAP note",
  fields: [
    { id: "subjective", label: "Subjective", type: "text", section: "subjective" },
    { id: "objective", label: "Objective", type: "text", section: "objective" },
    { id: "assessment", label: "Assessment", type: "text", section: "assessment" },
    { id: "plan", label: "Plan", type: "text", section: "plan" },
  ],
};

/** Shipped templates by id; the ids are kept with every note written from them. */
export const shippedSessionNoteTemplates: Record<string, SessionNoteTemplateRequest> = {
  "lymphoedema-session": lymphoedemaSessionTemplate,
  soap: soapTemplate,
};
