import {
  type Settings,
  settingsMessages,
  type VideoProvider,
  videoProviderLabels,
  videoProviders,
  videoRequestSchema,
} from "@clinic/contract/admin-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { buttonStyles } from "../../components/ui/button-styles";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { reason, settingsApi } from "./settings-api";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

const credentialKeys = [
  "accountId",
  "clientId",
  "clientSecret",
  "serviceAccountJson",
  "baseUrl",
  "appId",
  "appSecret",
] as const;
type CredentialKey = (typeof credentialKeys)[number];
/** Every provider's boxes at once: switching provider keeps what was typed in the others. */
type VideoFields = { provider: VideoProvider } & Record<CredentialKey, string>;
type VideoOutput = z.output<typeof videoRequestSchema>;

/**
 * The contract's `videoRequestSchema`, the one PUT /api/admin/settings/video checks with. It is a
 * union on `provider`: it reads the chosen provider's fields and drops the other boxes, so the flat
 * form values are a valid input even though TypeScript cannot see that (hence the cast).
 */
const resolver = zodResolver(videoRequestSchema) as unknown as Resolver<VideoFields, unknown, VideoOutput>;

const emptyFields = (provider: VideoProvider, baseUrl: string): VideoFields => ({
  ...(Object.fromEntries(credentialKeys.map((k) => [k, ""])) as Record<CredentialKey, string>),
  provider,
  baseUrl,
});

/** Settings → Video: the provider's credentials (secrets encrypted, shown masked). */
export function VideoSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved(v: Settings["video"]): void;
}) {
  const { register, handleSubmit, formState, reset, setError, watch } = useForm<
    VideoFields,
    unknown,
    VideoOutput
  >({
    resolver,
    defaultValues: emptyFields(settings.defaultVideoProvider, settings.video.jitsi.baseUrl),
  });
  const errors = formState.errors;
  const provider = watch("provider");
  const v = settings.video;

  const save = handleSubmit(async (body) => {
    // Optional Jitsi JWT boxes left empty are not sent: the server keeps what it has.
    const request =
      body.provider === "jitsi"
        ? {
            provider: body.provider,
            baseUrl: body.baseUrl,
            ...(body.appId ? { appId: body.appId } : {}),
            ...(body.appSecret ? { appSecret: body.appSecret } : {}),
          }
        : body;
    try {
      const { data, message } = await settingsApi.saveVideo(request);
      onSaved(data);
      // Secrets are never shown again: the boxes empty, the base URL shows what was saved.
      reset(emptyFields(body.provider, data.jitsi.baseUrl));
      toast.success(message ?? "Video provider credentials saved");
    } catch (error) {
      if (error instanceof ApiError && error.fields)
        for (const [field, text] of Object.entries(error.fields))
          if (field === "provider" || (credentialKeys as readonly string[]).includes(field))
            setError(field as keyof VideoFields, { message: text });
      toast.error(settingsMessages.failedVideo, { description: reason(error) });
    }
  });

  const describedBy = (key: CredentialKey, error: string | undefined) =>
    `video-${key}-hint${error ? ` video-${key}-error` : ""}`;
  const errorLine = (key: CredentialKey, error: string | undefined) =>
    error && (
      <p id={`video-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    );

  const input = (key: CredentialKey, label: string, current: string | null, secret = false) => {
    const error = errors[key]?.message;
    return (
      <div key={key}>
        <label htmlFor={`video-${key}`} className="block font-medium text-slate-900">
          {label}
        </label>
        <input
          id={`video-${key}`}
          type={secret ? "password" : "text"}
          autoComplete={secret ? "new-password" : "off"}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(key, error)}
          {...register(key)}
        />
        <p id={`video-${key}-hint`} className="mt-1 text-sm text-slate-600">
          Saved: {current ?? "not set"}
        </p>
        {errorLine(key, error)}
      </div>
    );
  };

  const jsonError = errors.serviceAccountJson?.message;
  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label="Video provider credentials">
      <div>
        <label htmlFor="video-provider" className="block font-medium text-slate-900">
          Provider
        </label>
        {/* Controlled by the form's value: which boxes show follows it, whatever the DOM started on. */}
        <select id="video-provider" className={inputClass} {...register("provider")} value={provider}>
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
            aria-invalid={jsonError ? true : undefined}
            aria-describedby={describedBy("serviceAccountJson", jsonError)}
            {...register("serviceAccountJson")}
          />
          <p id="video-serviceAccountJson-hint" className="mt-1 text-sm text-slate-600">
            Saved:{" "}
            {v.googleMeet.clientEmail
              ? `${v.googleMeet.clientEmail} (${v.googleMeet.serviceAccount})`
              : "not set"}
          </p>
          {errorLine("serviceAccountJson", jsonError)}
        </div>
      )}
      {provider === "jitsi" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {input("baseUrl", "Jitsi base URL", v.jitsi.baseUrl)}
          {input("appId", "JWT app id (self-hosted, optional)", v.jitsi.appId)}
          {input("appSecret", "JWT app secret (optional)", v.jitsi.appSecret, true)}
        </div>
      )}
      {errors.provider && <p className="text-sm font-medium text-red-700">{errors.provider.message}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving..." : "Save video credentials"}
      </button>
    </form>
  );
}
