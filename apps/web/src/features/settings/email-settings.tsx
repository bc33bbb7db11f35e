import type { Settings } from "@clinic/contract/admin-settings";
import { useMutation } from "@tanstack/react-query";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { reason, settingsApi } from "./settings-api";

const transportText = {
  outbox: "Outbox: emails are written as .eml files under DATA_DIR/outbox (nothing is sent)",
  smtp: "SMTP: emails are sent through the mail server of SMTP_URL",
} as const;

/** Settings → Email: the active transport and a test email to the admin email. */
export function EmailSettings({ settings }: { settings: Settings }) {
  const sending = useMutation({
    mutationFn: () => settingsApi.testEmail(),
    onSuccess: ({ message }) => toast.success(message ?? "Test email sent"),
    onError: (error) => toast.error("Failed to send test email", { description: reason(error) }),
  });
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-slate-800">
        <dt className="font-semibold">Transport</dt>
        <dd data-testid="email-transport">{transportText[settings.email.transport]}</dd>
        <dt className="font-semibold">Admin email</dt>
        <dd>{settings.email.to ?? "Not set"}</dd>
      </dl>
      <p className="text-sm text-slate-600">
        The transport is chosen on the server (EMAIL_PROVIDER, SMTP_URL). At most 5 test emails per 10
        minutes.
      </p>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => sending.mutate()}
        disabled={sending.isPending || !settings.email.to}
      >
        {sending.isPending ? "Sending..." : "Send test email"}
      </button>
    </div>
  );
}
