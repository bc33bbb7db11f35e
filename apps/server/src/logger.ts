import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON lines on standard output. Log ids and routes, never a patient's name, email,
 * phone or notes, nor secrets: request bodies and headers are never logged, and the
 * paths below are redacted in case an error object carries them.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "clinic" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          "password",
          "secret",
          "token",
          "*.password",
          "*.secret",
          "*.token",
          "headers.cookie",
          "headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * An error's message fit for the log: a failed query's message ends with its parameters (a patient's
 * details), which are cut off.
 */
export function loggableMessage(text = "", limit = 300): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: (not logged)").slice(0, limit);
}
