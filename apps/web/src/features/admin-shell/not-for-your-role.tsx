import { type StaffRole, staffRoleLabels } from "@clinic/contract/staff";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import type { AdminSection } from "./sections";

/**
 * In place of a section the signed-in role may not open (the server would refuse each of its calls):
 * whose it is, and the way back to the role's own dashboard. Nothing of the page is loaded.
 */
export function NotForYourRole({
  section,
  role,
  dashboard,
}: {
  section: AdminSection;
  role: StaffRole | null;
  dashboard: string;
}) {
  const whose = (section.roles ?? []).map((each) => staffRoleLabels[each]).join(" or ");
  return (
    <section
      data-testid="not-for-your-role"
      className="max-w-prose rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {section.label} is for the {whose} role
      </h2>
      <p className="mt-2 text-slate-700">
        {role ? `You are signed in as ${staffRoleLabels[role]}. ` : ""}Ask the clinic's owner if something
        here needs changing.
      </p>
      <Link to={dashboard} className={`${buttonStyles.primary} mt-4`}>
        Go to the Dashboard
      </Link>
    </section>
  );
}
