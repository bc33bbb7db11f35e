import { randomBytes } from "node:crypto";

/** Meeting links. Jitsi needs no account; the room name carries 128 random bits, so nobody guesses it. */
export interface MeetingProvider {
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
