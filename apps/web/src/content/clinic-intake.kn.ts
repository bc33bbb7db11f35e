import type { IntakeFormWords } from "./intake-form-words";

/**
 * The intake questions in Kannada (glossary: docs/translation-glossary.md), by question id and option value
 * (clinic-intake.ts): the Kannada manage page shows them over the server's questions, and clinic.kn.ts gives
 * them to the build's list of what is missing.
 */
export const intakeFormKn: IntakeFormWords = {
  title: "ಸಮಾಲೋಚನೆಗೆ ಮೊದಲು ಆರೋಗ್ಯದ ಪ್ರಶ್ನೆಗಳು",
  intro:
    "ಈ ಪ್ರಶ್ನೆಗಳು ನಿಮ್ಮ ಸಮಾಲೋಚನೆಗೆ ತಯಾರಾಗಲು ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್‌ಗೆ ಸಹಾಯ ಮಾಡುತ್ತವೆ. ನಿಮ್ಮ ಉತ್ತರಗಳು ಮತ್ತು ಫೋಟೋಗಳನ್ನು ಕ್ಲಿನಿಕ್‌ನ ಫಿಸಿಯೋಥೆರಪಿಸ್ಟ್ ಮಾತ್ರ ನೋಡುತ್ತಾರೆ. ಸಮಾಲೋಚನೆ ಶುರುವಾಗುವವರೆಗೆ ನೀವು ಅವುಗಳನ್ನು ಬದಲಿಸಬಹುದು.",
  questions: {
    reason: {
      label: "ನಿಮಗೆ ಯಾವುದಕ್ಕೆ ಸಹಾಯ ಬೇಕು?",
      help: "ನಿಮ್ಮದೇ ಮಾತುಗಳಲ್ಲಿ ಬರೆಯಿರಿ: ನೀವು ಸಮಾಲೋಚನೆಗೆ ಯಾಕೆ ಬರುತ್ತಿದ್ದೀರಿ.",
    },
    "date-of-birth": { label: "ಹುಟ್ಟಿದ ದಿನಾಂಕ" },
    "cancer-history": { label: "ನಿಮಗೆ ಕ್ಯಾನ್ಸರ್‌ಗೆ ಚಿಕಿತ್ಸೆ ಆಗಿದೆಯೇ?" },
    diagnosis: { label: "ಕಾಯಿಲೆಯ ಹೆಸರು (diagnosis)", help: "ಉದಾಹರಣೆಗೆ: ಸ್ತನ ಕ್ಯಾನ್ಸರ್, ಎಡ ಭಾಗ." },
    "diagnosis-date": { label: "ಇದು ಯಾವಾಗ ಪತ್ತೆಯಾಯಿತು?" },
    treatments: {
      label: "ನಿಮಗೆ ಯಾವ ಯಾವ ಚಿಕಿತ್ಸೆಗಳು ಆಗಿವೆ?",
      help: "ನಿಮಗೆ ಅನ್ವಯಿಸುವ ಎಲ್ಲವನ್ನೂ ಗುರುತು ಮಾಡಿ.",
      options: {
        surgery: "ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ (surgery)",
        "lymph-node-removal": "ಲಿಂಫ್ ಗ್ರಂಥಿಗಳನ್ನು (lymph nodes) ತೆಗೆಯುವುದು",
        radiotherapy: "ರೇಡಿಯೇಷನ್ ಚಿಕಿತ್ಸೆ (radiotherapy)",
        chemotherapy: "ಕೀಮೋಥೆರಪಿ (chemotherapy)",
        other: "ಬೇರೆ ಚಿಕಿತ್ಸೆ",
      },
    },
    "surgery-date": { label: "ಶಸ್ತ್ರಚಿಕಿತ್ಸೆಯ ದಿನಾಂಕ" },
    "lymph-node-removal-date": { label: "ಲಿಂಫ್ ಗ್ರಂಥಿಗಳನ್ನು ತೆಗೆದ ದಿನಾಂಕ" },
    "treatment-details": {
      label: "ನಿಮ್ಮ ಚಿಕಿತ್ಸೆಯ ಬಗ್ಗೆ ಇನ್ನೇನಾದರೂ",
      help: "ಉದಾಹರಣೆಗೆ: ರೇಡಿಯೇಷನ್ ಚಿಕಿತ್ಸೆ ಅಥವಾ ಕೀಮೋಥೆರಪಿ ಯಾವಾಗ ಮುಗಿಯಿತು.",
    },
    "affected-area": {
      label: "ದೇಹದ ಯಾವ ಭಾಗದಲ್ಲಿ ತೊಂದರೆ ಇದೆ?",
      options: { arm: "ತೋಳು", leg: "ಕಾಲು", other: "ಬೇರೆ ಭಾಗ" },
    },
    "affected-side": {
      label: "ಯಾವ ಬದಿ?",
      options: { left: "ಎಡ ಬದಿ", right: "ಬಲ ಬದಿ", both: "ಎರಡೂ ಬದಿ", "not-applicable": "ಅನ್ವಯಿಸುವುದಿಲ್ಲ" },
    },
    "affected-area-other": { label: "ಬೇರೆ ಯಾವ ಭಾಗ?" },
    symptoms: {
      label: "ನಿಮಗೆ ಯಾವ ಲಕ್ಷಣಗಳಿವೆ, ಮತ್ತು ಎಷ್ಟು ಸಮಯದಿಂದ?",
      help: "ಉದಾಹರಣೆಗೆ: ಊತ, ಭಾರ, ಬಿಗಿತ, ನೋವು; ಸುಮಾರು ಮೂರು ತಿಂಗಳಿಂದ.",
    },
    "compression-garments": { label: "ನೀವು ಈಗ ಕಂಪ್ರೆಷನ್ ಗಾರ್ಮೆಂಟ್ (compression garment) ಧರಿಸುತ್ತೀರಾ?" },
    "compression-details": { label: "ಯಾವ ಗಾರ್ಮೆಂಟ್, ಮತ್ತು ಎಷ್ಟು ಬಾರಿ?" },
    medications: { label: "ನೀವು ತೆಗೆದುಕೊಳ್ಳುವ ಔಷಧಿಗಳು" },
    allergies: { label: "ಅಲರ್ಜಿಗಳು (allergies)" },
    "other-conditions": {
      label: "ಬೇರೆ ಆರೋಗ್ಯ ಸಮಸ್ಯೆಗಳು",
      help: "ಉದಾಹರಣೆಗೆ: ಸಕ್ಕರೆ ಕಾಯಿಲೆ (diabetes), ಹೃದಯ ಅಥವಾ ಕಿಡ್ನಿ ಸಮಸ್ಯೆಗಳು, ರಕ್ತ ಹೆಪ್ಪುಗಟ್ಟುವುದು, ಸೋಂಕುಗಳು.",
    },
  },
};
