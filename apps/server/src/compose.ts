import { defaultBusinessHours } from "@clinic/contract/admin-settings";
import type { Hono } from "hono";
import { createApp, type HttpAppParts } from "./app";
import { type ClinicServices, composeServices } from "./compose/clinic-services";
import type { ServiceOptions } from "./compose/service-options";
import type { AppEnv } from "./http/app-env";
import { createReviewsModule, type ReviewsModule, type ReviewsModuleOptions } from "./reviews-module";
import { createLiveOpeningHours, type LiveOpeningHoursOptions } from "./services/opening-hours";

/*
 * The composition root: the one place that builds each area's dependencies from the options (the
 * configuration's, see compose/service-options.ts, or a test's) and hands them to the HTTP app and
 * the background work. Route files and jobs take only the narrow dependencies they name.
 */

export type AppDeps = Omit<HttpAppParts, "services" | "reviews" | "openingHours"> & {
  /** APP_SECRET: the key of every signature, seal and keyed hash, unless the options below name theirs. */
  appSecret: string;
  /** Slots, bookings, patients, measurements, receipts, messages and Settings; defaults when left out. */
  services?: ServiceOptions;
  /** Website and Google reviews (issue 5); defaults when left out. */
  reviews?: ReviewsModuleOptions;
  /** How old the opening hours read from Settings may get (default 5 s), and its clock (tests). */
  openingHours?: Pick<LiveOpeningHoursOptions, "maxAgeMs" | "now">;
};

export type ComposedApp = { app: Hono<AppEnv>; services: ClinicServices; reviews: ReviewsModule };

/** Builds the clinic's services once and the HTTP app that serves them. */
export function composeApp(deps: AppDeps): ComposedApp {
  // Settings' business hours, shown by the public pages (decision 0095), and the practitioner's registration
  // number in their footer (decision 0105): the build's pages are made again when they change; until an
  // admin saves hours, the content file's hours the build was made with.
  const openingHours = createLiveOpeningHours({
    db: deps.db,
    defaults: deps.webBuild?.contentHours ?? defaultBusinessHours,
    onChange: (hours) => deps.webBuild?.showOpeningHours(hours),
    onRegistrationChange: (registrationNumber) => deps.webBuild?.showRegistration(registrationNumber),
    ...deps.openingHours,
  });
  const services = composeServices(deps.db, {
    appSecret: deps.appSecret,
    ...deps.services,
    openingHours,
    ...(deps.privacyNotice ? { noticeVersion: deps.privacyNotice.version } : {}),
  });
  const reviews = createReviewsModule(deps.db, deps.reviews ?? { appSecret: deps.appSecret });
  const app = createApp({ ...deps, services, reviews, openingHours });
  return { app, services, reviews };
}
