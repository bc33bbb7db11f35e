import type pg from "pg";
import { type Config, isLocalSite } from "../config/config";
import { ensureDefaultKind } from "../db/appointment-kind-repository";
import { ensureShippedExercises } from "../db/exercise-repository";
import { ensureShippedTemplates } from "../db/session-note-repository";
import { assignSlotsWithoutPractitioner, ensureOwner } from "../db/staff-repository";
import { createEmailSender } from "../integrations/email/create-email-sender";
import { outboxFilesFor } from "../integrations/outbox-files";
import { bookingJobs } from "../jobs/booking-jobs";
import { type JobCounts, startJobRunner } from "../jobs/job-runner";
import { maintenanceJobs } from "../jobs/maintenance-jobs";
import { messageJobs } from "../jobs/message-jobs";
import { recordJobs } from "../jobs/record-jobs";
import type { Logger } from "../logger";
import { reviewNoticesFromConfig } from "../reviews-module";
import { useJobQueue } from "../services/background/job-queue";
import { paymentsOf } from "../services/booking/booking-deps";
import { alignUnfinishedSlots } from "../services/clinic-zone";
import { emailChannel } from "../services/measurements/measurement-reminders";
import { seedDemoIfEmpty } from "../services/slot-admin-service";
import { whatsappDeliveryFromConfig } from "../services/whatsapp/whatsapp-delivery-config";
import { whatsappCareReminderChannel } from "../services/whatsapp/whatsapp-notices";
import type { ClinicServices } from "./clinic-services";

/**
 * What a start does before serving: unfinished slots follow the clinic's zone, and the demo seed on an
 * empty database. Demo slots come by default only for a site served to this machine alone that takes
 * dummy payments (decision 0091): a real clinic's first start, with Razorpay or a public address, must
 * not offer patients hours nobody chose. SEED_DEMO decides when set.
 */
export async function prepareStart(services: ClinicServices, config: Config, log: Logger): Promise<void> {
  const { db } = services.booking;
  // The clinic's live zone (decision 0064): the demo seed, the reminders and the emails use it.
  const zone = await services.clinicZone.fresh();
  // Unfinished slots follow the zone, e.g. after CLINIC_TIMEZONE changed between runs (decision 0065).
  const aligned = await alignUnfinishedSlots(db, zone);
  if (aligned > 0) log.info({ aligned, zone }, "unfinished slots moved to the clinic's time zone");
  // ADMIN_EMAIL is always an owner (issue 34): on the staff list from the first start, before they sign in.
  if (config.ADMIN_EMAIL) await ensureOwner(db, config.ADMIN_EMAIL);
  await ensureDefaultKind(db);
  await ensureShippedExercises(db);
  // The shipped session note templates (decision 0135), where the clinic has none of that id.
  await ensureShippedTemplates(db);
  // Slots from before practitioners (migration 0029) become the first practitioner's (issue 34).
  const assigned = await assignSlotsWithoutPractitioner(db);
  if (assigned > 0) log.info({ assigned }, "slots without a practitioner given to the clinic's first");
  const demo =
    config.SEED_DEMO ??
    (isLocalSite(config.PUBLIC_URL) && (await paymentsOf(services.booking)).name === "dummy");
  if (demo) {
    const created = await seedDemoIfEmpty(db, zone);
    if (created > 0)
      log.info({ created }, "demo slots opened for the next 14 days (SEED_DEMO=false turns this off)");
  }
}

/** Every piece of background work on the job queue (decision 0119), each on its own schedule. */
export async function startBackgroundWork(
  services: ClinicServices,
  config: Config,
  log: Logger,
  pool: pg.Pool,
): Promise<{ stop(): Promise<void>; counts(): JobCounts }> {
  // The jobs complete paid bookings' confirmations and owed refunds with the same providers as
  // the routes (decisions 0060, 0061).
  const followUps = services.booking;
  const { db } = followUps;
  const outboxFiles = outboxFilesFor(config);
  const clinicTimezone = () => services.clinicZone.current();
  const clinicName = () => followUps.settings.organizer.name;
  const jobs = await startJobRunner({
    pool,
    log,
    jobs: [
      ...bookingJobs({
        deps: followUps,
        log,
        reminderHours: config.REMINDER_HOURS,
        freshZone: () => services.clinicZone.fresh(),
      }),
      ...messageJobs({
        db,
        log,
        email: {
          sender: createEmailSender(config, log),
          // The box opens each booking's sealed manage token for the email's link (decisions 0066, 0093).
          links: { box: followUps.secretBox, publicUrl: config.PUBLIC_URL },
        },
        whatsapp: whatsappDeliveryFromConfig(config, log, followUps.secretBox),
        whatsappReminders: { reminderHours: config.REMINDER_HOURS, clinicTimezone, clinicName },
      }),
      ...recordJobs({
        db,
        log,
        clinicTimezone,
        clinicName,
        questionnaires: services.questionnaires,
        measurementChannels: [
          emailChannel(config.PUBLIC_URL),
          whatsappCareReminderChannel({ log, publicUrl: config.PUBLIC_URL, clinicName }),
        ],
        outboxFiles,
        reviews: reviewNoticesFromConfig(db, config),
      }),
      ...maintenanceJobs({ db, log, outboxKeepDays: config.OUTBOX_KEEP_DAYS, outboxFiles }),
    ],
  });
  useJobQueue(jobs);
  return {
    counts: () => jobs.counts(),
    async stop() {
      useJobQueue(undefined);
      await jobs.stop();
    },
  };
}
