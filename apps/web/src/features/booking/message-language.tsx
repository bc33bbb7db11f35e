import { type Locale, localeNames, locales } from "@clinic/contract/locales";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { useManageTexts } from "../../i18n/manage";
import { useRefusalText } from "../../i18n/refusal";
import { api } from "../../lib/api-client";

/**
 * The manage page's choice of the language this booking's emails, reminders and WhatsApp messages are
 * written in (issue 33): English, Hindi or Kannada, each named in its own language and marked with its
 * `lang` so a screen reader says it right.
 */
export function MessageLanguage({
  bookingId,
  token,
  initial,
}: {
  bookingId: string;
  token: string;
  initial: Locale;
}) {
  const [chosen, setChosen] = useState<Locale>(initial);
  const text = useManageTexts("language");
  const refusal = useRefusalText();
  const change = useMutation({
    mutationFn: (locale: Locale) =>
      api.put.withMessage("/api/public/bookings/{bookingId}/locale", {
        params: { path: { bookingId } },
        headers: { Authorization: `Bearer ${token}` },
        body: { locale },
      }),
    onSuccess: (r) => {
      setChosen(r.data.locale);
      toast.success(text.savedTitle, {
        description: text.say("saved", { language: localeNames[r.data.locale] }),
      });
    },
    onError: (error) => toast.error(text.failed, { description: refusal(error) }),
  });
  return (
    <section aria-labelledby="language-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="language-heading" className="text-2xl font-bold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-2 text-slate-800">{text.about}</p>
      <fieldset aria-labelledby="language-heading" className="mt-4 flex flex-wrap gap-3">
        {locales.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={chosen === locale}
            disabled={change.isPending}
            className={chosen === locale ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => chosen !== locale && change.mutate(locale)}
          >
            {localeNames[locale]}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
