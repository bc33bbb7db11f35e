import { razorpayRequestSchema, type Settings, settingsMessages } from "@clinic/contract/admin-settings";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { reason, serverSetLabel, settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

/**
 * The contract's `razorpayRequestSchema`, the one PUT /api/admin/settings/razorpay uses; the form
 * says a short secret is missing, and leaves a long webhook secret's length to the server.
 */
const formSchema = razorpayRequestSchema.extend({
  secret: z.string().trim().min(8, settingsMessages.secret),
  webhook_secret: z.string().trim().optional(),
});
type FormValues = z.input<typeof formSchema>;

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

const providerText = { dummy: "Dummy (no money is taken: test sites only)", razorpay: "Razorpay" } as const;

/** Settings → Payments: Razorpay keys, masked; 'Test connection'. */
export function PaymentSettings({ settings, onSaved }: { settings: Settings; onSaved(s: Settings): void }) {
  const r = settings.razorpay;
  const serverSet = settings.serverSet.razorpay;
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  // The answer says whether Razorpay took the keys; the panel then shows the check as stored.
  const testing = useMutation({
    mutationFn: () => settingsApi.testRazorpay(),
    onSuccess: async ({ data }) => {
      setResult(data);
      if (data.ok) toast.success("Connection successful", { description: data.message });
      else toast.error("Connection failed", { description: data.message });
      onSaved(await settingsApi.get());
    },
    onError: (error) => toast.error(settingsMessages.failedRazorpay, { description: reason(error) }),
  });

  const removing = useMutation({
    mutationFn: () => settingsApi.removeRazorpay(),
    onSuccess: ({ data, message }) => {
      onSaved(data);
      setResult(null);
      toast.success(message ?? "Razorpay keys removed");
    },
    onError: (error) => toast.error(settingsMessages.failedRazorpay, { description: reason(error) }),
  });

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Razorpay</h2>
        <p className="mt-1 text-slate-800">
          New bookings use:{" "}
          <strong data-testid="payment-provider">{providerText[settings.paymentProvider]}</strong>
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-slate-800">
          <dt className="font-semibold">Key id</dt>
          <dd data-testid="razorpay-key-id">{r.keyId ?? "Not set"}</dd>
          <dt className="font-semibold">Secret</dt>
          <dd data-testid="razorpay-secret">{r.secret ?? "Not set"}</dd>
          <dt className="font-semibold">Webhook secret</dt>
          <dd>{r.webhookSecret ?? "Not set"}</dd>
          <dt className="font-semibold">Source</dt>
          <dd>
            {r.source === "server"
              ? serverSetLabel
              : r.source === "settings"
                ? "Saved here (encrypted)"
                : "-"}
          </dd>
          <dt className="font-semibold">Last check</dt>
          <dd>
            {r.check.state === "unchecked"
              ? "Not checked"
              : `${r.check.state === "ok" ? "OK" : "Failed"}${r.check.message ? `: ${r.check.message}` : ""}`}
          </dd>
        </dl>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => testing.mutate()}
            disabled={testing.isPending || r.source === "none"}
          >
            {testing.isPending ? "Testing..." : "Test connection"}
          </button>
          {r.source === "settings" && (
            <button type="button" className={buttonStyles.ghost} onClick={() => removing.mutate()}>
              Remove keys
            </button>
          )}
        </div>
        {result && (
          <p role="status" className={`mt-2 ${result.ok ? "text-green-800" : "text-red-700"}`}>
            {result.message}
          </p>
        )}
      </div>
      {serverSet ? (
        <p className="rounded-md border border-slate-300 p-3 text-slate-800">
          {serverSetLabel}: the keys come from RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET and cannot be changed
          here.
        </p>
      ) : (
        <SettingsSectionForm
          schema={formSchema}
          defaultValues={{ key_id: "", secret: "", webhook_secret: "" }}
          save={(values) =>
            settingsApi.saveRazorpay({
              key_id: values.key_id,
              secret: values.secret,
              ...(values.webhook_secret ? { webhook_secret: values.webhook_secret } : {}),
            })
          }
          onSaved={(saved, form) => {
            form.reset();
            onSaved(saved);
          }}
          // Keys Razorpay refused are stored, but bookings keep the current provider: a failure's toast.
          failedDespiteSaving={(saved) => saved.razorpay.check.state !== "ok"}
          toasts={{ saved: "Razorpay keys saved", failed: settingsMessages.failedRazorpay }}
          submitLabel="Save Razorpay keys"
          submitRowClassName="sm:col-span-2"
          frame={{ label: "Razorpay keys", className: "grid gap-4 sm:grid-cols-2" }}
        >
          {(form) => <RazorpayKeyFields form={form} />}
        </SettingsSectionForm>
      )}
    </div>
  );
}

function RazorpayKeyFields({ form }: { form: SectionForm<FormValues, z.output<typeof formSchema>> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <div>
        <label htmlFor="razorpay-key-id-input" className="block font-medium text-slate-900">
          Key id
        </label>
        <input
          id="razorpay-key-id-input"
          className={inputClass}
          autoComplete="off"
          placeholder="rzp_live_..."
          aria-invalid={errors.key_id ? true : undefined}
          {...register("key_id")}
        />
        {errors.key_id && <p className="mt-1 text-sm font-medium text-red-700">{errors.key_id.message}</p>}
      </div>
      <div>
        <label htmlFor="razorpay-secret-input" className="block font-medium text-slate-900">
          Key secret
        </label>
        <input
          id="razorpay-secret-input"
          type="password"
          className={inputClass}
          autoComplete="new-password"
          aria-invalid={errors.secret ? true : undefined}
          {...register("secret")}
        />
        {errors.secret && <p className="mt-1 text-sm font-medium text-red-700">{errors.secret.message}</p>}
      </div>
      <div>
        <label htmlFor="razorpay-webhook-input" className="block font-medium text-slate-900">
          Webhook secret (optional)
        </label>
        <input
          id="razorpay-webhook-input"
          type="password"
          className={inputClass}
          autoComplete="new-password"
          {...register("webhook_secret")}
        />
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Secrets are encrypted on the server and never shown again. Saving checks them with Razorpay; bookings
        switch to Razorpay only when the check passes.
      </p>
    </>
  );
}
