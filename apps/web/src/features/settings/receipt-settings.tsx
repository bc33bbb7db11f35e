import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import {
  type ReceiptSettingsInput,
  type ReceiptSettings as Receipts,
  receiptSettingsSchema,
} from "@clinic/contract/receipts";
import { FormField } from "../../components/ui/form-field";
import { settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

type Form = SectionForm<ReceiptSettingsInput, Receipts>;

/**
 * Settings → Receipts (issue 22, decision 0105): what every receipt prints about the clinic, whether
 * it is a bill of supply (exempt) or a tax invoice (taxable), and the number series.
 */
export function ReceiptSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  return (
    <SettingsSectionForm
      schema={receiptSettingsSchema}
      defaultValues={{
        ...settings.receipts,
        gstin: settings.receipts.gstin ?? "",
        registrationNumber: settings.receipts.registrationNumber ?? "",
      }}
      save={(receipts) => settingsApi.update({ receipts })}
      onSaved={onSaved}
      toasts={{ saved: settingsMessages.saved, failed: settingsMessages.failedSave }}
      serverFieldPrefix="receipts."
      submitLabel="Save receipts"
      frame={{
        heading: "Receipts",
        headingId: "receipts-heading",
        description:
          'Every payment gets a receipt (PDF) and every refund a credit note. Exempt: a bill of supply with no tax (health care services, Notification 12/2017-Central Tax (Rate), Sl. No. 74). Taxable: a tax invoice with CGST and SGST, and prices say "incl. GST".',
      }}
    >
      {(form) => (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text(form, "legalName", "Legal name")}
          {text(form, "address", "Address")}
          {text(form, "gstin", "GSTIN (optional)", "29ABCDE1234F1Z5")}
          {text(form, "registrationNumber", "Practitioner's registration number (optional)")}
          <FormField label="Tax treatment" error={form.formState.errors.taxTreatment?.message}>
            {(p) => (
              <select {...p} {...form.register("taxTreatment")}>
                <option value="exempt">Exempt: bill of supply</option>
                <option value="taxable">Taxable: tax invoice</option>
              </select>
            )}
          </FormField>
          {text(form, "sacCode", "SAC code", "999314")}
          {text(form, "seriesPrefix", "Number series prefix (1 to 3 characters)", "REC")}
        </div>
      )}
    </SettingsSectionForm>
  );
}

function text(form: Form, name: keyof ReceiptSettingsInput, label: string, hint?: string) {
  return (
    <FormField label={label} error={form.formState.errors[name]?.message}>
      {(p) => (
        <input
          {...p}
          type="text"
          placeholder={hint}
          className={`${p.className} w-full`}
          {...form.register(name)}
        />
      )}
    </FormField>
  );
}
