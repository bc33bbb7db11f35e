import type { Instrument } from "./questionnaires";

const notAtAll = { en: "Not at all", hi: "बिल्कुल नहीं", kn: "ಇಲ್ಲವೇ ಇಲ್ಲ" };
const veryMuch = { en: "Very much", hi: "बहुत ज़्यादा", kn: "ತುಂಬಾ ಹೆಚ್ಚು" };

/**
 * The questionnaire shipped with the project (issue 36): a short check of lymphoedema symptoms, daily
 * function and how the patient feels about the limb, written for this project (not a validated
 * instrument: a clinic adds LYMQOL, ULL-27 or LLIS with their authors' permission, docs/questionnaires.md).
 * Every item is 0 (not at all) to 10 (very much) over the past week; the looks item is reversed, so
 * every score reads the same way: higher is more trouble.
 */
export const lymphoedemaCheck: Instrument = {
  id: "lymphoedema-check",
  name: {
    en: "Lymphoedema check",
    hi: "लिम्फ़ेडिमा (lymphoedema) की जाँच",
    kn: "ಲಿಂಫೆಡಿಮಾ (lymphoedema) ಪರಿಶೀಲನೆ",
  },
  intro: {
    en: "Think of the past week. Choose a number from 0 (not at all) to 10 (very much) for each question.",
    hi: "पिछले एक हफ़्ते के बारे में सोचें। हर सवाल के लिए 0 (बिल्कुल नहीं) से 10 (बहुत ज़्यादा) तक एक नंबर चुनें।",
    kn: "ಕಳೆದ ಒಂದು ವಾರದ ಬಗ್ಗೆ ಯೋಚಿಸಿ. ಪ್ರತಿ ಪ್ರಶ್ನೆಗೆ 0 (ಇಲ್ಲವೇ ಇಲ್ಲ) ದಿಂದ 10 (ತುಂಬಾ ಹೆಚ್ಚು) ವರೆಗೆ ಒಂದು ಸಂಖ್ಯೆ ಆರಿಸಿ.",
  },
  domains: [
    { id: "symptoms", name: { en: "Symptoms", hi: "लक्षण", kn: "ಲಕ್ಷಣಗಳು" }, scoring: "mean" },
    { id: "function", name: { en: "Daily life", hi: "रोज़ का जीवन", kn: "ದಿನನಿತ್ಯದ ಜೀವನ" }, scoring: "mean" },
    { id: "feelings", name: { en: "Feelings", hi: "मन की स्थिति", kn: "ಮನಸ್ಸಿನ ಸ್ಥಿತಿ" }, scoring: "mean" },
  ],
  items: [
    {
      id: "heaviness",
      domain: "symptoms",
      text: {
        en: "How heavy did your arm or leg feel?",
        hi: "आपका हाथ या पैर कितना भारी लगा?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲು ಎಷ್ಟು ಭಾರವೆನಿಸಿತು?",
      },
    },
    {
      id: "tightness",
      domain: "symptoms",
      text: {
        en: "How tight did the skin of your arm or leg feel?",
        hi: "आपके हाथ या पैर की त्वचा कितनी खिंची हुई लगी?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲಿನ ಚರ್ಮ ಎಷ್ಟು ಬಿಗಿಯಾಗಿದೆ ಎನಿಸಿತು?",
      },
    },
    {
      id: "swelling",
      domain: "symptoms",
      text: {
        en: "How much swelling did you notice?",
        hi: "आपको कितनी सूजन दिखी?",
        kn: "ನಿಮಗೆ ಎಷ್ಟು ಊತ ಕಾಣಿಸಿತು?",
      },
    },
    {
      id: "aching",
      domain: "symptoms",
      text: {
        en: "How much did your arm or leg ache or hurt?",
        hi: "आपके हाथ या पैर में कितना दर्द हुआ?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲಿನಲ್ಲಿ ಎಷ್ಟು ನೋವಾಯಿತು?",
      },
    },
    {
      id: "daily-tasks",
      domain: "function",
      text: {
        en: "How hard were everyday tasks, such as dressing, cooking or washing?",
        hi: "रोज़ के काम, जैसे कपड़े पहनना, खाना बनाना या नहाना, कितने मुश्किल लगे?",
        kn: "ಬಟ್ಟೆ ಧರಿಸುವುದು, ಅಡುಗೆ ಮಾಡುವುದು ಅಥವಾ ಸ್ನಾನದಂತಹ ದಿನನಿತ್ಯದ ಕೆಲಸಗಳು ಎಷ್ಟು ಕಷ್ಟವೆನಿಸಿದವು?",
      },
    },
    {
      id: "work-hobbies",
      domain: "function",
      text: {
        en: "How much did your arm or leg keep you from work or things you enjoy?",
        hi: "आपके हाथ या पैर की वजह से काम या पसंद की चीज़ें कितनी रुकीं?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲಿನಿಂದಾಗಿ ಕೆಲಸ ಅಥವಾ ನಿಮಗೆ ಇಷ್ಟವಾದ ಚಟುವಟಿಕೆಗಳು ಎಷ್ಟು ನಿಂತವು?",
      },
    },
    {
      id: "sleep",
      domain: "function",
      text: {
        en: "How much did your arm or leg disturb your sleep?",
        hi: "आपके हाथ या पैर की वजह से नींद कितनी खराब हुई?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲಿನಿಂದಾಗಿ ನಿದ್ದೆ ಎಷ್ಟು ಕೆಟ್ಟಿತು?",
      },
    },
    {
      id: "worry",
      domain: "feelings",
      text: {
        en: "How much did you worry about your arm or leg?",
        hi: "आपको अपने हाथ या पैर की कितनी चिंता हुई?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲಿನ ಬಗ್ಗೆ ನಿಮಗೆ ಎಷ್ಟು ಚಿಂತೆಯಾಯಿತು?",
      },
    },
    {
      id: "looks",
      domain: "feelings",
      reversed: true,
      text: {
        en: "How comfortable were you with how your arm or leg looks?",
        hi: "अपने हाथ या पैर के दिखने से आप कितने सहज थे?",
        kn: "ನಿಮ್ಮ ಕೈ ಅಥವಾ ಕಾಲು ಕಾಣುವ ರೀತಿಯಿಂದ ನೀವು ಎಷ್ಟು ನೆಮ್ಮದಿಯಾಗಿದ್ದಿರಿ?",
      },
    },
  ].map((item) => ({
    ...item,
    min: 0,
    max: 10,
    anchors: { min: notAtAll, max: veryMuch },
    reversed: item.reversed ?? false,
  })),
  total: { of: "items", scoring: "mean" },
  higherIsWorse: true,
};
