import type { WhatsAppPreference } from "@clinic/contract/whatsapp";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
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
      toast.success(r.message ?? "WhatsApp updates are off for this booking.");
    },
    onError: (error) => toast.error("Could not turn WhatsApp updates off", { description: error.message }),
  });
  if (!pref) return null;
  return (
    <section aria-labelledby="whatsapp-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="whatsapp-heading" className="text-2xl font-bold text-slate-900">
        WhatsApp updates
      </h2>
      <p className="mt-2 text-slate-800" data-testid="whatsapp-state">
        {pref.optedIn
          ? `On: updates about this booking go to your WhatsApp number ending ${pref.numberEnding}.`
          : pref.numberOptedOut
            ? "Off: your number replied STOP. Send START to us on WhatsApp to get updates again."
            : "Off: updates about this booking come by email only."}
      </p>
      {pref.optedIn && (
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-4`}
          disabled={turnOff.isPending}
          onClick={() => turnOff.mutate()}
        >
          {turnOff.isPending ? "Turning off…" : "Turn off WhatsApp updates"}
        </button>
      )}
    </section>
  );
}
