/**
 * The patient record's words on the manage page in English (issue 33): the code step of record access,
 * my data (view, export, correction, withdrawal, erasure), my measurements and my packages. record-texts.hi.ts and
 * .kn.ts give the same keys (a type and a test).
 */
export const recordEn = {
  access: {
    heading: "First, confirm it is you",
    why: "{purpose}, we send a 6-digit code to the email address on your record (and to WhatsApp, if you get updates there). This keeps your health information private, even if someone else has your booking link.",
    sending: "Sending your code…",
    sendFailed: "We could not send a code. Please try again.",
    // Shown on Hindi and Kannada pages in place of the server's English message.
    sent: "We sent a 6-digit code to {to}. It works for 10 minutes.",
    tryAgain: "Try again",
    notNow: "Not now",
    codeLabel: "6-digit code",
    // The contract's recordAccessMessages.codeFormat, word for word.
    codeFormat: "Enter the 6-digit code from your email",
    checking: "Checking…",
    confirm: "Confirm",
    checkFailed: "We could not check the code. Please try again.",
    newCode: "Send a new code",
  },
  data: {
    heading: "Your data",
    intro:
      "See and correct what the clinic holds about you, withdraw your consent or ask for your data to be erased.",
    thisBooking: "This booking",
    seeBooking: "See this booking's data",
    hideBooking: "Hide this booking's data",
    correctBooking: "Correct details for this booking",
    allBookings: "All your bookings",
    allIntro:
      "Your record holds all your bookings with the clinic, your practitioner's notes and your measurements. To keep it private, we first send a code to the email address on your record.",
    seeAll: "See all my data",
    correctAll: "Correct my details for all bookings",
    withdraw: "Withdraw consent",
    erase: "Ask for erasure",
    withdrawn: "You withdrew your consent: the clinic sends you no more reminders.",
    erasureAsked: "You asked the clinic to erase your data. They will do it soon.",
    openUntil: "Your whole record is open until {time}.",
    close: "Close my record",
    loadFailed: "Failed to load your data: {reason}",
    downloadAll: "Download all my data",
    downloadBooking: "Download this booking's data",
    purposeSeeAll: "To show you all your data",
    purposeCorrectAll: "To correct your details for all your bookings",
    purposeWithdraw: "To withdraw your consent",
    purposeErase: "To ask for your data to be erased",
  },
  dialogs: {
    done: "Done.",
    withdrawFailed: "Failed to withdraw consent",
    eraseFailed: "Failed to send your request",
    withdrawnTitle: "Your consent is withdrawn",
    withdrawTitle: "Withdraw your consent?",
    withdrawnQuestion:
      "You withdrew your consent already: the clinic sends you no more reminders or other messages.",
    withdrawQuestion:
      "The clinic will send you no more reminders or other messages, and your practitioner will be told. Messages about changes you make yourself still reach you.",
    close: "Close",
    withdraw: "Withdraw consent",
    keepConsent: "Keep my consent",
    askedTitle: "You have asked already",
    eraseTitle: "Ask to erase your data?",
    askedQuestion:
      "Your request is with the clinic. They will erase your data and keep only what the law requires.",
    eraseQuestion:
      "The clinic will erase your intake answers, photos, notes and contact details. This cannot be undone. The date, amount and reference of each booking are kept, as the law requires for accounts.",
    erase: "Ask to erase",
    keepData: "Keep my data",
    // Shown on Hindi and Kannada pages in place of the server's English message.
    withdrawDone: "Your consent was withdrawn. We will send you no more reminders.",
    eraseDone: "Your request was sent. The clinic will erase your data and keep only what the law requires.",
  },
  contact: {
    name: "Full name",
    email: "Email",
    phone: "Phone ({code}, 10 digits)",
    saving: "Saving…",
    save: "Save my details",
    updated: "Your details were updated.",
    failed: "Failed to update your details",
  },
  // The contract's field messages (bookingUserSchema, contactCorrectionSchema), word for word: a box's
  // message is looked up by its English words.
  fields: {
    nameRequired: "Full name is required",
    nameTooLong: "Full name is too long",
    nameControl: "Full name must not contain control characters",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    phoneInvalid: "Please enter a valid 10-digit mobile number",
    giveOne: "Give the name, email or phone to correct",
  },
  view: {
    whole: "Everything the clinic holds about you, from all your bookings.",
    booking:
      "What the clinic holds for this booking. Your other bookings and your practitioner's notes are in your whole record: choose “See all my data”.",
    zone: "Times are in {name} ({zone}).",
    contact: "Your contact details",
    erased: "Your data was erased on {date}.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    bookings: "Bookings ({count})",
    consents: "Consents",
    noneRecorded: "None recorded.",
    processing: "Processing of your data",
    video: "Video consultation",
    consent: "{kind} (notice {version}), given {date}",
    consentWithdrawn: ", withdrawn {date}",
    whatsapp: "WhatsApp updates",
    optIn: "To {phone}: “{wording}”, agreed {date}",
    optInOff: ", turned off {date}",
    intake: "Intake answers",
    none: "None.",
    photos: "Photos ({count})",
    photo: "Photo {number}",
    photoFailed: ": it could not be shown just now.",
    messages: "Messages sent ({count})",
    message: "{kind} by {channel}, {date}",
    notes: "The practitioner's notes",
    measurements: "Limb measurements ({count})",
    measurement: "{date}, {limb}: {cm} cm",
    otherLimb: " (other limb {cm} cm)",
    volume: ", {ml} ml",
    difference: ", difference {percent} %",
    measurementNotes: ". Notes: {notes}",
    homeCare: ". Home care: {note}",
    used: "How your data is used",
  },
  // A booking's status as the export names it.
  statuses: {
    PENDING: "PENDING",
    PAID: "PAID",
    FAILED: "FAILED",
    EXPIRED: "EXPIRED",
    CANCELLED: "CANCELLED",
  },
  // The contract's messageKindLabels, word for word, and the channels as the export names them.
  kinds: {
    "booking-confirmation": "Booking confirmation",
    "booking-cancelled": "Cancellation",
    "booking-rescheduled": "Rescheduled (by the patient)",
    "admin-rescheduled": "Rescheduled (by the clinic)",
    "late-payment-refund": "Late payment refund",
    "measurement-remeasure": "Reminder: time to re-measure",
    "measurement-garment": "Reminder: replace the garment",
    "record-access-code": "Code to open the whole record",
    "contact-changed": "Contact details changed (to the old address)",
    "manage-link": "Link to manage the booking, sent again",
    reminder: "Reminder ({hours} h before)",
    email: "email",
    whatsapp: "whatsapp",
  },
  measurements: {
    heading: "My measurements",
    thisVisit:
      "These are the measurements taken at this visit. Your measurements from all your visits are in your whole record.",
    inRecord: "Measurements taken at the clinic are kept in your whole record.",
    seeAll: "See all my measurements",
    purpose: "To show you your measurements",
    intro:
      "The volume of your limbs, worked out from the measurements taken at the clinic. Your practitioner will explain what they mean for you.",
    homeCare: "Your home-care advice",
    fromVisit: "From your visit on {day}",
    latest: "Latest visit",
    affected: "Affected limb",
    other: "Other limb",
    difference: "Difference",
    since: "Since your last visit:",
    loadingChart: "Loading chart…",
    improving: "Improving",
    steady: "About the same",
    worsening: "Worsening",
    flagClinical:
      "Your affected limb is {percent} % or more larger than your other limb. This means there is some swelling that needs care. Your practitioner will talk it through with you and plan your treatment together.",
    flagSubclinical:
      "Your affected limb is a little larger than your other limb ({percent} % or more). This is an early sign worth keeping an eye on. Your practitioner will talk it through with you.",
    flagNone: "Your two limbs are within {percent} % of each other.",
    sinceVisit: "since your visit on {day}",
    differenceSteady: "The difference between your limbs is about the same {since} ({from} then, {to} now).",
    differenceDown: "The difference between your limbs went down from {from} to {to} {since}.",
    differenceUp:
      "The difference between your limbs went up from {from} to {to} {since}. Your practitioner will go through this with you.",
    volumeSteady: "The volume of your affected limb is about the same {since}.",
    volumeDown: "The volume of your affected limb went down by {by} {since}.",
    volumeUp:
      "The volume of your affected limb went up by {by} {since}. Your practitioner will go through this with you.",
  },
  // The charts' words; their English is also the admin's (chart-rows.ts `chartWordsEn`).
  chart: {
    volumeAria:
      "Line chart of limb volumes over {count} measurement dates{latest}. The table of sessions has the figures.",
    latestOn: ", the latest on {day}",
    volume: "Volume (ml)",
    differenceAria:
      "Line chart of the difference between the limbs in per cent, with lines at {subclinical} % and {clinical} %.",
    difference: "Difference between limbs (%)",
    subclinical: "{percent} % subclinical",
    clinical: "{percent} % clinical",
    caption: "Solid lines: the affected limb; dashed: the other limb at the same points.",
    affectedLine: "{limb} (affected)",
    differenceLine: "Difference",
    differenceOf: "Difference, {limb}",
  },
  // "My packages" (issue 35): the sessions the patient paid for ahead.
  packages: {
    heading: "My packages",
    sessionsLeft: "{left} of {total} sessions left",
    booked: "{count} of them booked ahead",
    validUntil: "Valid until {day}",
    validOncePaid: "Valid from the day it is paid",
    receipt: "Receipt {number}",
    pending: "Waiting for payment",
    refunded: "Refunded",
    none: "No packages",
  },
  limbs: {
    left_arm: "Left arm",
    right_arm: "Right arm",
    left_leg: "Left leg",
    right_leg: "Right leg",
  },
};

/** The texts every language gives: English's keys, each a string. */
export type RecordTexts = { [S in keyof typeof recordEn]: Record<keyof (typeof recordEn)[S], string> };
