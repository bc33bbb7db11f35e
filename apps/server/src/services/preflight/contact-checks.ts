import type { PreflightCheck } from "@clinic/contract/preflight";
import type { PreflightGroup } from "./preflight-input";

/** Whether emails reach people, and whether anybody is the admin. */
export const contactChecks: PreflightGroup = async ({ config }) => {
  const email: PreflightCheck =
    config.EMAIL_PROVIDER === "smtp" && config.SMTP_URL
      ? {
          id: "email-provider",
          level: "ok",
          // The host only: the URL may hold the password.
          title: `emails are sent through SMTP (${new URL(config.SMTP_URL).host})`,
          action: "",
        }
      : {
          id: "email-provider",
          level: "blocks",
          title: "emails go to the outbox folder (DATA_DIR/outbox): patients get no confirmation",
          action: "set EMAIL_PROVIDER=smtp and SMTP_URL=smtps://user:password@smtp.your-provider:465",
        };
  const admin: PreflightCheck = config.ADMIN_EMAIL
    ? { id: "admin-email", level: "ok", title: `ADMIN_EMAIL is ${config.ADMIN_EMAIL}`, action: "" }
    : {
        id: "admin-email",
        level: "blocks",
        title: "ADMIN_EMAIL is not set: nobody is an admin and nobody hears of new bookings or reviews",
        action: "set ADMIN_EMAIL=you@your-clinic (in .env or the environment) and restart",
      };
  return [email, admin];
};
