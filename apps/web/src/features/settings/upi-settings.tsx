import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import { type UpiSettingsInput, upiSettingsSchema } from "@clinic/contract/upi";
import { useQueryClient } from "@tanstack/react-query";
import { FormField } from "../../components/ui/form-field";
import { upiKey } from "../payments";
import { settingsApi } from "./settings-api";
import { SettingsSectionForm } from "./settings-section-form";

/**
 * Settings → UPI at the front desk (issue 35, decision 0132): the UPI ID and the name payers see, for
 * the QR code the booking dialog shows. Emptying both removes the QR.
 */
export function UpiSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const queryClient = useQueryClient();
  return (
    <SettingsSectionForm
      schema={upiSettingsSchema}
      defaultValues={{
        vpa: settings.upi.vpa ?? "",
        payeeName: settings.upi.payeeName ?? "",
        razorpayUpiLinks: settings.upi.razorpayUpiLinks,
      }}
      save={(upi) => settingsApi.update({ upi })}
      onSaved={(s) => {
        onSaved(s);
        // The booking dialog reads the UPI ID through its own call (every role may).
        void queryClient.invalidateQueries({ queryKey: upiKey });
      }}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      serverFieldPrefix="upi."
      submitLabel="Save UPI"
      frame={{
        heading: "UPI at the front desk",
        headingId: "upi-heading",
        description:
          "With a UPI ID, the booking dialog shows a QR code for the exact amount when a patient pays by UPI. Nothing tells the clinic that a UPI payment arrived: the staff check the clinic's UPI app before they confirm it.",
      }}
    >
      {(form) => (
        <>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {(
              [
                ["vpa", "UPI ID (VPA)", "clinic@okaxis"],
                ["payeeName", "Payee name (as payers see it)", "Lymph Care Clinic"],
              ] as const satisfies ReadonlyArray<
                readonly [Exclude<keyof UpiSettingsInput, "razorpayUpiLinks">, string, string]
              >
            ).map(([name, label, hint]) => (
              <FormField key={name} label={label} error={form.formState.errors[name]?.message}>
                {(p) => (
                  <input
                    {...p}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={hint}
                    className={`${p.className} w-full`}
                    {...form.register(name)}
                  />
                )}
              </FormField>
            ))}
          </div>
          {/* An on-demand Razorpay feature: asked for only where the clinic's account has it (decision 0133). */}
          <label className="mt-4 flex min-h-11 items-center gap-2 text-slate-900">
            <input type="checkbox" className="size-5" {...form.register("razorpayUpiLinks")} />
            Razorpay payment links open in the patient's UPI app (UPI Payment Links, on Razorpay accounts that
            have them)
          </label>
        </>
      )}
    </SettingsSectionForm>
  );
}
