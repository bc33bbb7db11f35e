import { dateKeyInZone } from "@clinic/contract/slot-generator";
import type { Database } from "../db/client";
import type { OutboxFiles } from "../integrations/outbox-folder";
import type { Logger } from "../logger";
import { sendDueCheckIns } from "../services/garment-check-ins/send-check-ins";
import { type ReminderChannel, sendDueReminders } from "../services/measurements/measurement-reminders";
import { expirePackages } from "../services/packages/expire-packages";
import { runRetention } from "../services/patient-rights/retention";
import { linkUnlinkedBookings } from "../services/patients/link-unlinked-bookings";
import { sendScheduledQuestionnaires } from "../services/questionnaires/scheduled-questionnaires";
import type { QuestionnaireDeps } from "../services/questionnaires/send-questionnaire";
import type { ReviewNoticeDeps } from "../services/reviews/review-digest";
import { runReviewJob } from "../services/reviews/review-job";
import type { JobDefinition } from "./job-runner";

/**
 * The patient record's and the reviews' background work: linking bookings to records (decisions 0099,
 * 0114), the tracker's reminders (0107), the weekly garment check-ins (0139), scheduled questionnaires
 * (0140), packages past their last day (0131), retention (0102), held
 * reviews and their digest (0115).
 */
export function recordJobs(o: {
  db: Database;
  log: Logger;
  clinicTimezone: () => string;
  clinicName: () => string;
  questionnaires: QuestionnaireDeps;
  measurementChannels: ReminderChannel[];
  outboxFiles: OutboxFiles;
  reviews: ReviewNoticeDeps;
}): JobDefinition[] {
  const { db, log } = o;
  return [
    {
      name: "patients.link",
      everySeconds: 5 * 60,
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 900,
      async run() {
        // Batches of 200 until none is left, so a first start with years of bookings catches up at once.
        let linked = 0;
        for (let batch = await linkUnlinkedBookings(db); batch > 0; batch = await linkUnlinkedBookings(db)) {
          linked += batch;
          if (batch < 200) break;
        }
        if (linked > 0) log.info({ linked }, "bookings linked to patient records");
      },
    },
    {
      name: "measurements.reminders",
      everySeconds: 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
      async run() {
        const today = dateKeyInZone(new Date(), o.clinicTimezone());
        const sent = await sendDueReminders(db, today, o.measurementChannels);
        if (sent > 0) log.info({ sent }, "measurement reminders queued");
      },
    },
    {
      name: "garments.check-ins",
      everySeconds: 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
      async run() {
        const today = dateKeyInZone(new Date(), o.clinicTimezone());
        const sent = await sendDueCheckIns({ db, clinicName: o.clinicName }, today);
        if (sent > 0) log.info({ sent }, "garment check-ins queued");
      },
    },
    {
      name: "questionnaires.scheduled",
      everySeconds: 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
      async run() {
        const today = dateKeyInZone(new Date(), o.clinicTimezone());
        const sent = await sendScheduledQuestionnaires(o.questionnaires, today);
        if (sent > 0) log.info({ sent }, "scheduled questionnaires sent");
      },
    },
    {
      name: "packages.expiry",
      everySeconds: 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
      async run() {
        const expired = await expirePackages(db, dateKeyInZone(new Date(), o.clinicTimezone()));
        if (expired > 0) log.info({ expired }, "packages past their last day: free sessions written off");
      },
    },
    {
      name: "patients.retention",
      // Daily, and at each start.
      everySeconds: 24 * 60 * 60,
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
      async run() {
        const files = { outbox: o.outboxFiles, log };
        const retention = await runRetention(db, new Date(), undefined, files);
        if (retention.records > 0)
          log.info({ records: retention.records }, "retention: expired records erased");
      },
    },
    {
      name: "reviews.notices",
      everySeconds: 30,
      retryLimit: 3,
      retryDelaySeconds: 15,
      expireInSeconds: 300,
      async run() {
        const { released } = await runReviewJob(o.reviews);
        if (released > 0) log.info({ released }, "held reviews moved to pending");
      },
    },
  ];
}
