import { randomBytes } from "node:crypto";

/** Meeting links. Jitsi needs no account; the room name carries 128 random bits, so nobody guesses it. */
export interface MeetingProvider {
  /** True when a link is asked of a service outside (Zoom): never inside a transaction (decision 0060). */
  readonly outside?: boolean;
  createMeetingLink(input: { bookingId: string; startAt: Date; durationMinutes?: number }): Promise<string>;
}

export function createJitsiProvider(baseUrl = "https://meet.jit.si"): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    async createMeetingLink() {
      return `${base}/Consultation-${randomBytes(16).toString("base64url")}`;
    },
  };
}
