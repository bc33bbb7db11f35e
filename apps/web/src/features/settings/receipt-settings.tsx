import { type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import { type ReceiptSettingsInput, receiptSettingsSchema } from "@clinic/contract/receipts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast";
import { reason, settingsApi } from "./settings-api";

type Field = keyof ReceiptSettingsInput;

/**
 * Settings → Receipts (issue 22, decision 0105): what every receipt prints about the clinic, whether
 * it is a bill of supply (exempt) or a tax invoice (taxable), and the number series. Checked with the
 * contract's `receiptSettingsSchema`, the one PUT /api/admin/settings uses.
 */
export function ReceiptSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const { register, handleSubmit, formState } = useForm<ReceiptSettingsInput>({
    resolver: zodResolver(receiptSettingsSchema),
    defaultValues: {
      ...settings.receipts,
      gstin: settings.receipts.gstin ?? "",
      registrationNumber: settings.receipts.registrationNumber ?? "",
    },
  });
  const errors = formState.errors;

  const save = handleSubmit(async (receipts) => {
    try {
      const { data, message } = await settingsApi.update({ receipts });
      onSaved(data);
      toast.success(message ?? settingsMessages.saved);
    } catch (error) {
      toast.error(settingsMessages.failedSave, { description: reason(error) });
    }
  });

  const text = (name: Field, label: string, hint?: string) => (
    <FormField label={label} error={errors[name]?.message}>
      {(p) => (
        <input
          {...p}
          type="text"
          placeholder={hint}
          className={`${p.className} w-full`}
          {...register(name)}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="receipts-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="receipts-heading" className="text-lg font-semibold text-slate-900">
        Receipts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Every payment gets a receipt (PDF) and every refund a credit note. Exempt: a bill of supply with no
        tax (health care services, Notification 12/2017-Central Tax (Rate), Sl. No. 74). Taxable: a tax
        invoice with CGST and SGST, and prices say "incl. GST".
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {text("legalName", "Legal name")}
        {text("address", "Address")}
        {text("gstin", "GSTIN (optional)", "29ABCDE1234F1Z5")}
        {text("registrationNumber", "Practitioner's registration number (optional)")}
        <FormField label="Tax treatment" error={errors.taxTreatment?.message}>
          {(p) => (
            <select {...p} {...register("taxTreatment")}>
              <option value="exempt">Exempt: bill of supply</option>
              <option value="taxable">Taxable: tax invoice</option>
            </select>
          )}
        </FormField>
        {text("sacCode", "SAC code", "999314")}
        {text("seriesPrefix", "Number series prefix (1 to 3 characters)", "REC")}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving..." : "Save receipts"}
      </button>
    </form>
  );
}
