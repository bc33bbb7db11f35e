import {
  type Settings,
  settingsMessages,
  type VideoProvider,
  videoProviderLabels,
  videoProviders,
  videoRequestSchema,
} from "@clinic/contract/admin-settings";
import { z } from "zod";
import { settingsApi } from "./settings-api";
import { type SectionForm, SettingsSectionForm } from "./settings-section-form";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * Every provider's boxes at once (switching provider keeps what was typed in the others), checked with
 * the contract's `videoRequestSchema`, the one PUT /api/admin/settings/video uses: a union on
 * `provider` that reads the chosen provider's boxes and drops the others.
 */
const boxes = {
  provider: z.enum(videoProviders, { error: settingsMessages.videoProvider }),
  accountId: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
  serviceAccountJson: z.string(),
  baseUrl: z.string(),
  appId: z.string(),
  appSecret: z.string(),
};
const videoFormSchema = z.object(boxes).transform((flat, ctx) => {
  const request = videoRequestSchema.safeParse(flat);
  if (request.success) return request.data;
  // Each reason under the box it names, as the request schema words it.
  for (const { message, path } of request.error.issues) ctx.addIssue({ code: "custom", message, path });
  return z.NEVER;
});
type VideoFields = z.input<typeof videoFormSchema>;
type CredentialKey = Exclude<keyof VideoFields, "provider">;
type VideoForm = SectionForm<VideoFields, z.output<typeof videoFormSchema>>;

const emptyFields = (provider: VideoProvider, baseUrl: string): VideoFields => ({
  provider,
  accountId: "",
  clientId: "",
  clientSecret: "",
  serviceAccountJson: "",
  baseUrl,
  appId: "",
  appSecret: "",
});

/** Settings → Video: the provider's credentials (secrets encrypted, shown masked). */
export function VideoSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved(v: Settings["video"]): void;
}) {
  return (
    <SettingsSectionForm
      schema={videoFormSchema}
      defaultValues={emptyFields(settings.defaultVideoProvider, settings.video.jitsi.baseUrl)}
      // Optional Jitsi JWT boxes left empty are not sent: the server keeps what it has.
      save={(body) =>
        settingsApi.saveVideo(
          body.provider === "jitsi"
            ? {
                provider: body.provider,
                baseUrl: body.baseUrl,
                ...(body.appId ? { appId: body.appId } : {}),
                ...(body.appSecret ? { appSecret: body.appSecret } : {}),
              }
            : body,
        )
      }
      onSaved={(video, form, body) => {
        onSaved(video);
        // Secrets are never shown again: the boxes empty, the base URL shows what was saved.
        form.reset(emptyFields(body.provider, video.jitsi.baseUrl));
      }}
      toasts={{ saved: "Video provider credentials saved", failed: settingsMessages.failedVideo }}
      submitLabel="Save video credentials"
      frame={{ label: "Video provider credentials", className: "space-y-4" }}
    >
      {(form) => <VideoFields form={form} video={settings.video} />}
    </SettingsSectionForm>
  );
}

function VideoFields({ form, video: v }: { form: VideoForm; video: Settings["video"] }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const provider = watch("provider");

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
    <>
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
    </>
  );
}
