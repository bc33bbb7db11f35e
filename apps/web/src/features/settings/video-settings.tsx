import {
  type Settings,
  settingsMessages,
  type VideoProvider,
  type VideoRequest,
  videoProviderLabels,
  videoProviders,
} from "@clinic/contract/admin-settings";
import { useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { reason, settingsApi } from "./settings-api";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900";

type Fields = Record<string, string>;

/** Settings → Video: the provider's credentials (secrets encrypted, shown masked). */
export function VideoSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved(v: Settings["video"]): void;
}) {
  const [provider, setProvider] = useState<VideoProvider>(settings.defaultVideoProvider);
  const [values, setValues] = useState<Fields>({ baseUrl: settings.video.jitsi.baseUrl });
  const [errors, setErrors] = useState<Fields>({});
  const [busy, setBusy] = useState(false);
  const v = settings.video;
  const set = (k: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((x) => ({ ...x, [k]: e.target.value }));

  function body(): VideoRequest {
    if (provider === "zoom")
      return {
        provider,
        accountId: values.accountId ?? "",
        clientId: values.clientId ?? "",
        clientSecret: values.clientSecret ?? "",
      };
    if (provider === "google_meet") return { provider, serviceAccountJson: values.serviceAccountJson ?? "" };
    return {
      provider,
      baseUrl: values.baseUrl ?? "",
      ...(values.appId ? { appId: values.appId } : {}),
      ...(values.appSecret ? { appSecret: values.appSecret } : {}),
    };
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const { data, message } = await settingsApi.saveVideo(body());
      onSaved(data);
      setValues({ baseUrl: data.jitsi.baseUrl });
      toast.success(message ?? "Video provider credentials saved");
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast.error(settingsMessages.failedVideo, { description: reason(error) });
    } finally {
      setBusy(false);
    }
  }

  const input = (key: string, label: string, current: string | null, secret = false) => (
    <div key={key}>
      <label htmlFor={`video-${key}`} className="block font-medium text-slate-900">
        {label}
      </label>
      <input
        id={`video-${key}`}
        type={secret ? "password" : "text"}
        autoComplete={secret ? "new-password" : "off"}
        className={inputClass}
        value={values[key] ?? ""}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={`video-${key}-hint`}
      />
      <p id={`video-${key}-hint`} className="mt-1 text-sm text-slate-600">
        Saved: {current ?? "not set"}
      </p>
      {errors[key] && <p className="mt-1 text-sm font-medium text-red-700">{errors[key]}</p>}
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label="Video provider credentials">
      <div>
        <label htmlFor="video-provider" className="block font-medium text-slate-900">
          Provider
        </label>
        <select
          id="video-provider"
          className={inputClass}
          value={provider}
          onChange={(e) => setProvider(e.target.value as VideoProvider)}
        >
          {videoProviders.map((p) => (
            <option key={p} value={p}>
              {videoProviderLabels[p]}
            </option>
          ))}
        </select>
        <p className="mt-1 text-sm text-slate-600">
          The default provider is chosen under General. Jitsi needs no account.
        </p>
      </div>
      {provider === "zoom" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {input("accountId", "Account ID (server-to-server app)", v.zoom.accountId)}
          {input("clientId", "Client ID", v.zoom.clientId)}
          {input("clientSecret", "Client secret", v.zoom.clientSecret, true)}
        </div>
      )}
      {provider === "google_meet" && (
        <div>
          <label htmlFor="video-serviceAccountJson" className="block font-medium text-slate-900">
            Service account JSON key
          </label>
          <textarea
            id="video-serviceAccountJson"
            rows={6}
            className={`${inputClass} font-mono text-sm`}
            value={values.serviceAccountJson ?? ""}
            onChange={set("serviceAccountJson")}
            aria-invalid={errors.serviceAccountJson ? true : undefined}
            aria-describedby="video-serviceAccountJson-hint"
          />
          <p id="video-serviceAccountJson-hint" className="mt-1 text-sm text-slate-600">
            Saved:{" "}
            {v.googleMeet.clientEmail
              ? `${v.googleMeet.clientEmail} (${v.googleMeet.serviceAccount})`
              : "not set"}
          </p>
          {errors.serviceAccountJson && (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.serviceAccountJson}</p>
          )}
        </div>
      )}
      {provider === "jitsi" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {input("baseUrl", "Jitsi base URL", v.jitsi.baseUrl)}
          {input("appId", "JWT app id (self-hosted, optional)", v.jitsi.appId)}
          {input("appSecret", "JWT app secret (optional)", v.jitsi.appSecret, true)}
        </div>
      )}
      {errors.provider && <p className="text-sm font-medium text-red-700">{errors.provider}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? "Saving..." : "Save video credentials"}
      </button>
    </form>
  );
}
