import type { IntakeFormWords } from "./intake-form-words";

/**
 * The intake questions in Hindi (glossary: docs/translation-glossary.md), by question id and option value
 * (clinic-intake.ts): the Hindi manage page shows them over the server's questions, and clinic.hi.ts gives
 * them to the build's list of what is missing.
 */
export const intakeFormHi: IntakeFormWords = {
  title: "परामर्श से पहले स्वास्थ्य के सवाल",
  intro:
    "इन सवालों से फिजियोथेरेपिस्ट को आपके परामर्श की तैयारी में मदद मिलती है। आपके जवाब और फ़ोटो सिर्फ़ क्लिनिक के फिजियोथेरेपिस्ट देखते हैं। परामर्श शुरू होने तक आप इन्हें बदल सकते हैं।",
  questions: {
    reason: {
      label: "आपको किस बात में मदद चाहिए?",
      help: "अपने शब्दों में लिखें: आप परामर्श क्यों लेना चाहते हैं।",
    },
    "date-of-birth": { label: "जन्म की तारीख़" },
    "cancer-history": { label: "क्या आपका कैंसर का इलाज हुआ है?" },
    diagnosis: { label: "बीमारी का नाम (diagnosis)", help: "जैसे: स्तन कैंसर, बाईं तरफ़।" },
    "diagnosis-date": { label: "यह बीमारी कब पता चली?" },
    treatments: {
      label: "आपका कौन-कौन सा इलाज हुआ है?",
      help: "जो-जो आप पर लागू हो, सब पर टिक करें।",
      options: {
        surgery: "ऑपरेशन (surgery)",
        "lymph-node-removal": "लिम्फ ग्रंथियाँ (lymph nodes) निकालना",
        radiotherapy: "रेडिएशन थेरेपी (radiotherapy)",
        chemotherapy: "कीमोथेरेपी (chemotherapy)",
        other: "कोई और इलाज",
      },
    },
    "surgery-date": { label: "ऑपरेशन की तारीख़" },
    "lymph-node-removal-date": { label: "लिम्फ ग्रंथियाँ निकालने की तारीख़" },
    "treatment-details": {
      label: "अपने इलाज के बारे में और कुछ",
      help: "जैसे: रेडिएशन थेरेपी या कीमोथेरेपी कब ख़त्म हुई।",
    },
    "affected-area": {
      label: "शरीर के किस हिस्से में तकलीफ़ है?",
      options: { arm: "बाँह", leg: "टाँग", other: "कोई और हिस्सा" },
    },
    "affected-side": {
      label: "किस तरफ़?",
      options: { left: "बाईं तरफ़", right: "दाईं तरफ़", both: "दोनों तरफ़", "not-applicable": "लागू नहीं" },
    },
    "affected-area-other": { label: "कौन-सा और हिस्सा?" },
    symptoms: {
      label: "आपको क्या तकलीफ़ें (लक्षण) हैं, और कब से?",
      help: "जैसे: सूजन, भारीपन, खिंचाव, दर्द; लगभग तीन महीने से।",
    },
    "compression-garments": { label: "क्या आप अभी कम्प्रेशन गारमेंट (compression garment) पहनते हैं?" },
    "compression-details": { label: "कौन-से गारमेंट, और कितनी बार?" },
    medications: { label: "आप जो दवाइयाँ लेते हैं" },
    allergies: { label: "एलर्जी (allergy)" },
    "other-conditions": {
      label: "दूसरी स्वास्थ्य समस्याएँ",
      help: "जैसे: डायबिटीज़ (शुगर), दिल या किडनी की बीमारी, ख़ून के थक्के, संक्रमण।",
    },
  },
};
