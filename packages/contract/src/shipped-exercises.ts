import type { ExerciseInput } from "./exercises";

/**
 * The exercises the library starts with (issue 36): common gentle exercises for lymphoedema care,
 * written for this project in plain words (no text or picture copied from elsewhere). The clinic edits
 * them and adds its own in Settings; these are made again only when missing.
 */
export const shippedExercises: Array<ExerciseInput & { id: string }> = [
  {
    id: "deep-breathing",
    name: "Deep breathing",
    names: { hi: "गहरी साँस", kn: "ಆಳವಾದ ಉಸಿರಾಟ" },
    instructions:
      "Sit or lie comfortably. Breathe in slowly through your nose so that your tummy rises, then breathe out slowly through your mouth. Stay relaxed; stop if you feel dizzy.",
    instructionsIn: {
      hi: "आराम से बैठें या लेटें। नाक से धीरे-धीरे साँस लें ताकि पेट ऊपर उठे, फिर मुँह से धीरे-धीरे साँस छोड़ें। शांत रहें; चक्कर आए तो रुक जाएँ।",
      kn: "ಆರಾಮವಾಗಿ ಕುಳಿತುಕೊಳ್ಳಿ ಅಥವಾ ಮಲಗಿ. ಹೊಟ್ಟೆ ಮೇಲೇಳುವಂತೆ ಮೂಗಿನಿಂದ ನಿಧಾನವಾಗಿ ಉಸಿರು ತೆಗೆದುಕೊಳ್ಳಿ, ನಂತರ ಬಾಯಿಯಿಂದ ನಿಧಾನವಾಗಿ ಉಸಿರು ಬಿಡಿ. ಶಾಂತವಾಗಿರಿ; ತಲೆ ಸುತ್ತಿದರೆ ನಿಲ್ಲಿಸಿ.",
    },
  },
  {
    id: "shoulder-rolls",
    name: "Shoulder rolls",
    names: { hi: "कंधे घुमाना", kn: "ಭುಜ ತಿರುಗಿಸುವುದು" },
    instructions:
      "Sit up straight. Lift your shoulders towards your ears, then roll them back and down in a slow circle. Keep the movement gentle and pain-free.",
    instructionsIn: {
      hi: "सीधे बैठें। कंधों को कानों की ओर उठाएँ, फिर उन्हें धीरे-धीरे पीछे और नीचे की ओर गोल घुमाएँ। हरकत हल्की रखें, दर्द न हो।",
      kn: "ನೇರವಾಗಿ ಕುಳಿತುಕೊಳ್ಳಿ. ಭುಜಗಳನ್ನು ಕಿವಿಗಳ ಕಡೆಗೆ ಎತ್ತಿ, ನಂತರ ನಿಧಾನವಾಗಿ ಹಿಂದಕ್ಕೆ ಮತ್ತು ಕೆಳಕ್ಕೆ ವೃತ್ತಾಕಾರವಾಗಿ ತಿರುಗಿಸಿ. ಚಲನೆ ಮೃದುವಾಗಿರಲಿ, ನೋವಾಗಬಾರದು.",
    },
  },
  {
    id: "hand-pumps",
    name: "Hand pumps",
    names: { hi: "मुट्ठी बंद-खोलना", kn: "ಮುಷ್ಟಿ ಮುಚ್ಚಿ-ತೆರೆಯುವುದು" },
    instructions:
      "Rest your arm on a cushion, a little higher than your heart. Slowly make a fist, then open your hand and spread your fingers wide. The working muscles help the fluid move.",
    instructionsIn: {
      hi: "बाँह को तकिये पर दिल से थोड़ा ऊँचा रखें। धीरे-धीरे मुट्ठी बंद करें, फिर हाथ खोलकर उँगलियाँ पूरी फैलाएँ। मांसपेशियों के काम करने से तरल आगे बढ़ता है।",
      kn: "ಕೈಯನ್ನು ದಿಂಬಿನ ಮೇಲೆ ಹೃದಯಕ್ಕಿಂತ ಸ್ವಲ್ಪ ಎತ್ತರದಲ್ಲಿ ಇಡಿ. ನಿಧಾನವಾಗಿ ಮುಷ್ಟಿ ಮುಚ್ಚಿ, ನಂತರ ಕೈ ತೆರೆದು ಬೆರಳುಗಳನ್ನು ಚೆನ್ನಾಗಿ ಹರಡಿ. ಸ್ನಾಯುಗಳು ಕೆಲಸ ಮಾಡುವುದರಿಂದ ದ್ರವ ಮುಂದೆ ಸಾಗುತ್ತದೆ.",
    },
  },
  {
    id: "elbow-bends",
    name: "Elbow bends",
    names: { hi: "कोहनी मोड़ना", kn: "ಮೊಣಕೈ ಮಡಿಸುವುದು" },
    instructions:
      "With your arm relaxed at your side or supported, bend your elbow to bring your hand towards your shoulder, then straighten it slowly.",
    instructionsIn: {
      hi: "बाँह को बगल में ढीला रखें या सहारा दें। कोहनी मोड़कर हाथ को कंधे की ओर लाएँ, फिर धीरे-धीरे सीधा करें।",
      kn: "ಕೈಯನ್ನು ಪಕ್ಕದಲ್ಲಿ ಸಡಿಲವಾಗಿ ಇಡಿ ಅಥವಾ ಆಧಾರ ಕೊಡಿ. ಮೊಣಕೈ ಮಡಿಸಿ ಕೈಯನ್ನು ಭುಜದ ಕಡೆಗೆ ತನ್ನಿ, ನಂತರ ನಿಧಾನವಾಗಿ ನೇರ ಮಾಡಿ.",
    },
  },
  {
    id: "ankle-pumps",
    name: "Ankle pumps",
    names: { hi: "टखना ऊपर-नीचे करना", kn: "ಹಿಮ್ಮಡಿ ಮೇಲೆ-ಕೆಳಗೆ ಮಾಡುವುದು" },
    instructions:
      "Sit or lie with your leg supported. Point your toes away from you, then pull them back towards you. Move slowly and smoothly.",
    instructionsIn: {
      hi: "पैर को सहारा देकर बैठें या लेटें। पंजों को अपने से दूर की ओर तानें, फिर अपनी ओर वापस खींचें। धीरे-धीरे और आराम से करें।",
      kn: "ಕಾಲಿಗೆ ಆಧಾರ ಕೊಟ್ಟು ಕುಳಿತುಕೊಳ್ಳಿ ಅಥವಾ ಮಲಗಿ. ಕಾಲ್ಬೆರಳುಗಳನ್ನು ನಿಮ್ಮಿಂದ ದೂರಕ್ಕೆ ಚಾಚಿ, ನಂತರ ನಿಮ್ಮ ಕಡೆಗೆ ಹಿಂದಕ್ಕೆ ಎಳೆಯಿರಿ. ನಿಧಾನವಾಗಿ ಮತ್ತು ಸರಾಗವಾಗಿ ಮಾಡಿ.",
    },
  },
];
