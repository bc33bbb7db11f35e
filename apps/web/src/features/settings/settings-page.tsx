import type { Settings } from "@clinic/contract/admin-settings";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import * as Tabs from "../../components/ui/tabs";
import { clinicCalendarKey } from "../../lib/clinic-calendar";
import { AuditLogPanel } from "../audit";
import { ErasureQueue } from "../erasure";
import { ExerciseLibrarySettings } from "../exercises";
import { WhatsAppOutbox } from "../messages";
import { SessionNoteTemplateSettings } from "../session-notes";
import { EmailSettings } from "./email-settings";
import { GeneralSettingsForm } from "./general-settings-form";
import { PackageSettings } from "./package-settings";
import { PaymentSettings } from "./payment-settings";
import { ReceiptSettings } from "./receipt-settings";
import { ReceiptsExport } from "./receipts-export";
import { RetentionSettings } from "./retention-settings";
import { settingsApi, settingsKey } from "./settings-api";
import { TrackerSettings } from "./tracker-settings";
import { UpiSettings } from "./upi-settings";
import { VideoSettings } from "./video-settings";

const tabs = [
  ["general", "General"],
  ["payments", "Payments"],
  ["video", "Video"],
  ["email", "Email"],
  ["whatsapp", "WhatsApp"],
  ["patient-data", "Patient data"],
  ["audit", "Audit log"],
] as const;

const tabClass =
  "min-h-11 rounded-t-md border-b-2 border-transparent px-4 font-semibold text-slate-700 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800";

/**
 * /admin/settings (admin.md §2 Settings page): tabs General, Payments, Video, Email, WhatsApp (issue 21), Patient data (the
 * erasure queue and retention, decision 0102), Audit log.
 */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => settingsApi.get(signal) });
  const onSaved = (s: Settings) => {
    const zoneBefore = queryClient.getQueryData<Settings>(settingsKey)?.adminTimezone;
    queryClient.setQueryData(settingsKey, s);
    // The zone, hours and closed days every screen reads (saved here, read by every role).
    void queryClient.invalidateQueries({ queryKey: clinicCalendarKey });
    // A new clinic zone moves unfinished slots to its days (decision 0065): every list follows.
    if (zoneBefore && zoneBefore !== s.adminTimezone)
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== settingsKey[0] || q.queryKey[1] !== settingsKey[1],
      });
  };
  const settings = query.data;
  // Every panel is there from the start, so each tab names a panel that exists (aria-controls), loading
  // or not; what needs Settings shows once it has loaded (a failure is said above the tabs).
  const loaded = (render: (settings: Settings) => ReactNode) =>
    settings ? render(settings) : query.isError ? null : <p role="status">Loading settings...</p>;
  return (
    // The page's name is the shell's <h1> ('Settings'); no second heading repeats it.
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      {query.isError && (
        <p role="alert" className="mb-4 text-red-700">
          Failed to fetch data. {query.error instanceof Error ? query.error.message : ""}
        </p>
      )}
      <Tabs.Root defaultValue="general">
        <Tabs.List aria-label="Settings sections" className="flex flex-wrap gap-1 border-b border-slate-200">
          {tabs.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" className="pt-6">
          {loaded((settings) => (
            <GeneralSettingsForm
              key={settings.updatedAt ?? "defaults"}
              settings={settings}
              onSaved={onSaved}
            />
          ))}
        </Tabs.Content>
        <Tabs.Content value="payments" className="pt-6">
          {loaded((settings) => (
            <>
              <PaymentSettings settings={settings} onSaved={onSaved} />
              <div className="mt-6 space-y-6">
                <UpiSettings key={settings.updatedAt ?? "defaults"} settings={settings} onSaved={onSaved} />
                <PackageSettings
                  key={`packages-${settings.updatedAt ?? "defaults"}`}
                  settings={settings}
                  onSaved={onSaved}
                />
                <ReceiptSettings
                  key={settings.updatedAt ?? "defaults"}
                  settings={settings}
                  onSaved={onSaved}
                />
                <ReceiptsExport />
              </div>
            </>
          ))}
        </Tabs.Content>
        <Tabs.Content value="video" className="pt-6">
          {loaded((settings) => (
            <VideoSettings settings={settings} onSaved={(video) => onSaved({ ...settings, video })} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="email" className="pt-6">
          {loaded((settings) => (
            <EmailSettings settings={settings} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="whatsapp" className="pt-6">
          {loaded((settings) => (
            <WhatsAppOutbox zone={settings.adminTimezone} />
          ))}
        </Tabs.Content>
        <Tabs.Content value="patient-data" className="space-y-6 pt-6">
          {loaded((settings) => (
            <>
              <ErasureQueue />
              <RetentionSettings settings={settings} onSaved={onSaved} />
              <TrackerSettings settings={settings} onSaved={onSaved} />
              <SessionNoteTemplateSettings />
              <ExerciseLibrarySettings />
            </>
          ))}
        </Tabs.Content>
        <Tabs.Content value="audit" className="pt-6">
          <AuditLogPanel />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
