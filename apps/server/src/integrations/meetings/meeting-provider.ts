import type { MeetingProvider } from "./jitsi";

export type { MeetingProvider } from "./jitsi";

/** What a failed meeting provider is reported as (never a patient's details). */
export type MeetingFailure = { provider: string; reason: string };

/**
 * A meeting provider that never fails a booking (decision 0057): when `primary` throws or does not
 * answer within `timeoutMs`, the Jitsi link of `fallback` is used and the failure is reported.
 */
export function withMeetingFallback(
  primary: MeetingProvider & { readonly name?: string },
  fallback: MeetingProvider,
  onFailure: (failure: MeetingFailure) => void = () => undefined,
  timeoutMs = 5000,
): MeetingProvider {
  return {
    outside: true,
    async createMeetingLink(input) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          primary.createMeetingLink(input),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
      } catch (error) {
        onFailure({ provider: primary.name ?? "meetings", reason: (error as Error).message });
        return fallback.createMeetingLink(input);
      } finally {
        if (timer) clearTimeout(timer);
      }
    },
  };
}
