import type { WhatsAppPreference } from "@clinic/contract/whatsapp";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useLocale } from "../../i18n/locale";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { api } from "../../lib/api-client";

const through = (bookingId: string, token: string) => ({
  params: { path: { bookingId } },
  headers: { Authorization: `Bearer ${token}` },
});

/**
 * The manage page's WhatsApp updates (issue 21): whether they are on for this booking and a button to
 * turn them off. The manage token travels as `Authorization: Bearer`, never in a URL.
 */
export function WhatsAppUpdates({ bookingId, token }: { bookingId: string; token: string }) {
  const [pref, setPref] = useState<WhatsAppPreference | null>(null);
  const text = useManageTexts("whatsapp");
  const locale = useLocale();
  const refusal = useRefusalText();
  useEffect(() => {
    api.get
      .withMessage("/api/public/bookings/{bookingId}/whatsapp", through(bookingId, token))
      .then((r) => setPref(r.data))
      .catch(() => setPref(null));
  }, [bookingId, token]);
  const turnOff = useMutation({
    mutationFn: () =>
      api.post.withMessage("/api/public/bookings/{bookingId}/whatsapp/opt-out", {
        ...through(bookingId, token),
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (r) => {
      setPref(r.data);
      // The server's words are English: an English page shows them, the others their own.
      toast.success(locale === "en" ? (r.message ?? text.turnedOff) : text.turnedOff);
    },
    onError: (error) => toast.error(text.failed, { description: refusal(error) }),
  });
  if (!pref) return null;
  return (
    <section aria-labelledby="whatsapp-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="whatsapp-heading" className="text-2xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-2 text-slate-800" data-testid="whatsapp-state">
        {pref.optedIn
          ? text.say("on", { ending: pref.numberEnding ?? "" })
          : pref.numberOptedOut
            ? text.offStop
            : text.offEmail}
      </p>
      {pref.optedIn && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          disabled={turnOff.isPending}
          onClick={() => turnOff.mutate()}
        >
          {turnOff.isPending ? text.turningOff : text.turnOff}
        </button>
      )}
    </section>
  );
}
