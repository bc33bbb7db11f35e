import type { Catalogue } from "@clinic/contract/messages";

/** The 404 page's words in each language (small enough for all three to travel with the page). */
export const notFoundTexts: Catalogue<"eyebrow" | "title" | "text" | "home" | "metaTitle"> = {
  en: {
    eyebrow: "Error 404",
    title: "Oops! Page not found",
    text: "The page you are looking for does not exist or has moved.",
    home: "Return to Home",
    metaTitle: "Page not found",
  },
  hi: {
    eyebrow: "त्रुटि 404",
    title: "माफ़ कीजिए! यह पृष्ठ नहीं मिला",
    text: "आप जो पृष्ठ ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।",
    home: "मुख्य पृष्ठ पर लौटें",
    metaTitle: "पृष्ठ नहीं मिला",
  },
  kn: {
    eyebrow: "ದೋಷ 404",
    title: "ಕ್ಷಮಿಸಿ! ಈ ಪುಟ ಸಿಗಲಿಲ್ಲ",
    text: "ನೀವು ಹುಡುಕುತ್ತಿರುವ ಪುಟ ಇಲ್ಲ ಅಥವಾ ಬೇರೆ ಕಡೆಗೆ ಸರಿದಿದೆ.",
    home: "ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ",
    metaTitle: "ಪುಟ ಸಿಗಲಿಲ್ಲ",
  },
};
