/** The course the package tests sell (issue 35): 10 sessions of the default kind, ₹15,000, valid 60 days. */
export const intensiveCourse = {
  name: "Intensive MLD course",
  names: { hi: "गहन एमएलडी कोर्स", kn: "ತೀವ್ರ ಎಂಎಲ್‌ಡಿ ಕೋರ್ಸ್" },
  kindId: "consultation",
  sessions: 10,
  amountInPaisa: 1_500_000,
  validityDays: 60,
  sellOnline: false,
};
