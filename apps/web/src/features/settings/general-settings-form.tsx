import {
  type BlackoutRange,
  blackoutRangeSchema,
  businessHoursSchema,
  type Settings,
  settingsMessages,
  videoProviderLabels,
  videoProviders,
} from "@clinic/contract/admin-settings";
import { knownTimeZones } from "@clinic/contract/iana-time-zone";
import { dateKeySchema } from "@clinic/contract/slots";
import { useState } from "react";
import { type DateRange, DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { formatDateKey, formatDateRange } from "@clinic/contract/format";
import { z } from "zod";
import { BusinessHoursFields } from "../../components/ui/business-hours-fields";
import { buttonStyles } from "../../components/ui/button-styles";
import { dayButtonLabels } from "../../components/ui/calendar";
import { serverSetLabel, settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

const zones = (() => {
  const known = knownTimeZones();
  return known.length > 0 ? known : ["Asia/Kolkata", "UTC"];
})();

/** The General tab's fields, checked with the contract's rules; an empty admin email is none. */
const formSchema = z.object({
  adminEmail: z.union([z.literal(""), z.string().trim().pipe(z.email(settingsMessages.email))]),
  adminTimezone: z.string().optional(),
  businessHours: businessHoursSchema,
  holidays: z.array(dateKeySchema),
  blackoutRanges: z.array(blackoutRangeSchema),
  defaultVideoProvider: z.enum(videoProviders, { error: settingsMessages.videoProvider }),
});
type FormValues = z.infer<typeof formSchema>;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 read-only:bg-slate-100 aria-[invalid=true]:border-red-700";

/** Local date as YYYY-MM-DD (the picker's days are local midnights). */
/**
 * The two calendars' days are named as the site's calendar names them; each one's month navigation has
 * its own name, so the page has no two landmarks called the same (issue 32).
 */
const holidayLabels = { ...dayButtonLabels, labelNav: () => "Holiday months" };
const blackoutLabels = { ...dayButtonLabels, labelNav: () => "Blackout months" };

function keyOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Settings → General: notification email, time zone, business hours, holidays, blackouts, video provider. */
export function GeneralSettingsForm({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved(s: Settings): void;
}) {
  return (
    <SettingsSectionForm
      schema={formSchema}
      defaultValues={{
        adminEmail: settings.adminEmail ?? "",
        adminTimezone: settings.adminTimezone,
        businessHours: settings.businessHours,
        holidays: settings.holidays,
        blackoutRanges: settings.blackoutRanges,
        defaultVideoProvider: settings.defaultVideoProvider,
      }}
      // What the environment sets is not sent; an empty admin email is none.
      save={(values) =>
        settingsApi.update({
          ...values,
          adminEmail:
            settings.serverSet.adminEmail || values.adminEmail === "" ? undefined : values.adminEmail,
          adminTimezone: settings.serverSet.adminTimezone ? undefined : values.adminTimezone,
        })
      }
      onSaved={onSaved}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      submitLabel="Save Settings"
      frame={{ label: "General settings", className: "space-y-8" }}
    >
      {(form) => <GeneralFields form={form} settings={settings} />}
    </SettingsSectionForm>
  );
}

function GeneralFields({
  form,
  settings,
}: {
  form: SectionForm<FormValues, FormValues>;
  settings: Settings;
}) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const holidays = watch("holidays");
  const blackouts = watch("blackoutRanges");
  const hours = watch("businessHours");
  const [holidayPick, setHolidayPick] = useState<Date | undefined>();
  const [range, setRange] = useState<DateRange | undefined>();
  const today = startOfToday();

  function addHoliday() {
    if (!holidayPick) return;
    const key = keyOf(holidayPick);
    if (!holidays.includes(key)) setValue("holidays", [...holidays, key].sort(), { shouldDirty: true });
    setHolidayPick(undefined);
  }
  function addBlackout() {
    if (!range?.from) return;
    const next: BlackoutRange = { from: keyOf(range.from), to: keyOf(range.to ?? range.from) };
    setValue("blackoutRanges", [...blackouts, next], { shouldDirty: true });
    setRange(undefined);
  }

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="settings-admin-email" className="block font-medium text-slate-900">
            Admin email (notifications)
          </label>
          <input
            id="settings-admin-email"
            type="email"
            className={inputClass}
            readOnly={settings.serverSet.adminEmail}
            aria-invalid={errors.adminEmail ? true : undefined}
            aria-describedby="settings-admin-email-hint settings-admin-email-error"
            {...register("adminEmail")}
          />
          <p id="settings-admin-email-hint" className="mt-1 text-sm text-slate-600">
            {settings.serverSet.adminEmail
              ? `${serverSetLabel} (ADMIN_EMAIL).`
              : "Where booking and review notices go. It does not make anyone an admin."}
          </p>
          <ErrorText id="settings-admin-email-error" message={errors.adminEmail?.message} />
        </div>
        <div>
          <label htmlFor="settings-timezone" className="block font-medium text-slate-900">
            Time zone
          </label>
          <select
            id="settings-timezone"
            className={inputClass}
            disabled={settings.serverSet.adminTimezone}
            aria-describedby="settings-timezone-hint"
            {...register("adminTimezone")}
          >
            {(zones.includes(settings.adminTimezone) ? zones : [settings.adminTimezone, ...zones]).map(
              (z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ),
            )}
          </select>
          <p id="settings-timezone-hint" className="mt-1 text-sm text-slate-600">
            {settings.serverSet.adminTimezone
              ? `${serverSetLabel} (CLINIC_TIMEZONE).`
              : "An IANA time zone. The site shows every time in it; a change moves upcoming slots to its days, at the same moments."}
          </p>
          <ErrorText id="settings-timezone-error" message={errors.adminTimezone?.message} />
        </div>
        <div>
          <label htmlFor="settings-video-provider" className="block font-medium text-slate-900">
            Default video provider
          </label>
          <select id="settings-video-provider" className={inputClass} {...register("defaultVideoProvider")}>
            {videoProviders.map((p) => (
              <option key={p} value={p}>
                {videoProviderLabels[p]}
              </option>
            ))}
          </select>
          <ErrorText id="settings-video-provider-error" message={errors.defaultVideoProvider?.message} />
        </div>
      </div>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">Business hours</legend>
        <p className="text-sm text-slate-600">
          The opening hours the public site shows (footer, About Us, home page), and the default daily window
          when you bulk-create slots.
        </p>
        <BusinessHoursFields
          hours={hours}
          field={(name) => register(`businessHours.${name}`)}
          errors={errors.businessHours}
        />
      </fieldset>

      <div className="grid gap-8 lg:grid-cols-2">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Holidays</legend>
          <p className="text-sm text-slate-600">No bookings on these days; bulk create skips them.</p>
          <DayPicker
            mode="single"
            selected={holidayPick}
            onSelect={setHolidayPick}
            disabled={{ before: today }}
            startMonth={today}
            labels={holidayLabels}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!holidayPick}
            onClick={addHoliday}
          >
            {holidayPick ? `Add holiday ${formatDateKey(keyOf(holidayPick))}` : "Add holiday"}
          </button>
          <ul className="mt-3 space-y-1" aria-label="Holidays">
            {holidays.length === 0 && <li className="text-slate-600">No holidays.</li>}
            {holidays.map((h) => (
              <li
                key={h}
                className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1"
              >
                <span>{formatDateKey(h)}</span>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={`Remove holiday ${formatDateKey(h)}`}
                  onClick={() =>
                    setValue(
                      "holidays",
                      holidays.filter((x) => x !== h),
                      { shouldDirty: true },
                    )
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <ErrorText id="settings-holidays-error" message={errors.holidays?.message} />
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Blackout ranges</legend>
          <p className="text-sm text-slate-600">From one date to another, both included.</p>
          <DayPicker
            mode="range"
            selected={range}
            onSelect={setRange}
            disabled={{ before: today }}
            startMonth={today}
            labels={blackoutLabels}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!range?.from}
            onClick={addBlackout}
          >
            {range?.from
              ? `Add blackout ${formatDateRange(keyOf(range.from), keyOf(range.to ?? range.from))}`
              : "Add blackout"}
          </button>
          <ul className="mt-3 space-y-1" aria-label="Blackout ranges">
            {blackouts.length === 0 && <li className="text-slate-600">No blackout ranges.</li>}
            {blackouts.map((b, i) => (
              <li
                key={`${b.from}-${b.to}`}
                className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1"
              >
                <span>{formatDateRange(b.from, b.to)}</span>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  aria-label={`Remove blackout ${formatDateRange(b.from, b.to)}`}
                  onClick={() =>
                    setValue(
                      "blackoutRanges",
                      blackouts.filter((_, j) => j !== i),
                      { shouldDirty: true },
                    )
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </>
  );
}
