import { type DashboardStats, percentOf } from "@clinic/contract/admin-dashboard";
import { formatClock, formatDateRange, formatMoney, formatZoneName } from "@clinic/contract/format";
import { roleGroups, roleMay, type StaffRole } from "@clinic/contract/staff";
import {
  CalendarCheck,
  CalendarClock,
  IndianRupee,
  type LucideIcon,
  MessageSquareWarning,
  Settings,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useClinicZone } from "../../lib/clinic-zone";
import { sectionsFor } from "../admin-shell";
import { AgendaToday } from "../agenda";
import { useStaffRole } from "../auth";
import { MeasurementRemindersCard } from "../measurements";
import { useDashboardStats } from "./dashboard-api";
import { EarningsPanel } from "./earnings-panel";
import { GoLiveCard } from "./go-live-card";

/** Quick Actions (admin.md §2 Dashboard): each opens its section (features/admin-shell/sections.ts). */
export const quickActions: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: "Create Slots", to: "/admin/slots", icon: CalendarClock },
  { label: "Update Pricing", to: "/admin/pricing", icon: IndianRupee },
  { label: "Configure Settings", to: "/admin/settings", icon: Settings },
  { label: "Manage Reviews", to: "/admin?section=reviews", icon: Star },
];

function StatCard({
  title,
  icon: Icon,
  value,
  detail,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
  testId: string;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-700">{title}</h3>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`${testId}-value`}>
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-700">{detail}</p>}
    </li>
  );
}

function Cards({ stats }: { stats: DashboardStats }) {
  const today = stats.todayBookings;
  const week = stats.availableSlots;
  const rate = stats.currentRate;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-labelledby="statistics-heading">
      <StatCard
        title="Pending Reviews"
        icon={MessageSquareWarning}
        value={stats.pendingReviews}
        detail={stats.pendingReviews === 1 ? "review waits for you" : "reviews wait for you"}
        testId="card-pending-reviews"
      />
      <StatCard
        title="Today's Bookings"
        icon={CalendarCheck}
        value={`${today.booked}/${today.total}`}
        detail={`${percentOf(today.booked, today.total)}% of today's slots booked`}
        testId="card-today-bookings"
      />
      <StatCard
        title="Available slots this week"
        icon={CalendarClock}
        value={`${week.available}/${week.total}`}
        detail={`${percentOf(week.available, week.total)}% free, ${formatDateRange(stats.weekStart, stats.weekEnd)}`}
        testId="card-available-slots"
      />
      <StatCard
        title="Current Rate"
        icon={IndianRupee}
        value={formatMoney(rate.amountInPaisa, rate.currency)}
        // GST only as the server answers it: none when receipts are exempt (decision 0125).
        detail={
          rate.taxTreatment === "taxable"
            ? `per consultation, includes GST (${rate.taxPercent}%)`
            : "per consultation"
        }
        testId="card-current-rate"
      />
    </ul>
  );
}

/** The Quick Actions of the sections this role may open: Pricing and Settings are the owner's. */
function QuickActions({ role }: { role: StaffRole | null }) {
  const open = new Set(sectionsFor(role).map((section) => section.to));
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {quickActions
          .filter(({ to }) => open.has(to))
          .map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="flex h-full min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}

/** Paid bookings whose receipt waits for the seller's details (decision 0125): what to do, in one line. */
function ReceiptsWaiting({ count, owner }: { count: number; owner: boolean }) {
  if (count === 0) return null;
  const where = "Settings → Payments → Receipts";
  return (
    <p
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="receipts-waiting"
    >
      {count === 1 ? "1 receipt is waiting" : `${count} receipts are waiting`}:{" "}
      {owner ? (
        <>
          add the clinic's legal name and address in{" "}
          <Link to="/admin/settings" className="font-semibold underline">
            {where}
          </Link>
          .
        </>
      ) : (
        `ask the clinic's owner to add its legal name and address in ${where}.`
      )}
    </p>
  );
}

function SlotSummary({ stats }: { stats: DashboardStats }) {
  const c = stats.slotCounts;
  return (
    <p className="text-sm text-slate-700" data-testid="slot-summary">
      All slots: {c.open} open, {c.held} held, {c.booked} booked, {c.completed} completed ({c.total} in all).
      Paid bookings: {stats.totalBookings}, of which {stats.confirmedBookings} still ahead.
    </p>
  );
}

/** The Dashboard section (admin.md §2, §4): quick actions, cards, today's appointments, earnings. */
export function DashboardSection() {
  const query = useDashboardStats();
  const stats = query.data;
  const zone = useClinicZone();
  // Each part asks only what the role may read: the reminders name patients' measurements (clinical);
  // the going-live checks, Pricing and Settings are the owner's.
  const role = useStaffRole();
  const clinical = roleMay(roleGroups.clinical, role);
  const owner = roleMay(roleGroups.owner, role);
  return (
    <div className="flex flex-col gap-6">
      {/* Its line is kept while the numbers load, so what follows does not move when they arrive. */}
      <div className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {stats && zone && (
          <span data-testid="dashboard-updated">
            Updated {formatClock(stats.lastUpdated, zone)} ({formatZoneName(zone)})
            {query.isFetching ? " · refreshing…" : ""}
          </span>
        )}
        {/* A quiet notice: the last numbers stay, and the next interval tries again (admin.md §4). */}
        <span role="status" className="text-amber-900" data-testid="dashboard-stale">
          {query.isError && stats
            ? "Could not refresh just now; showing the last numbers. It will try again."
            : ""}
        </span>
      </div>
      {/* First, and the same with or without the numbers: a link clicked while they load is still
          under the pointer when they arrive (screen guide: "The dashboard's Quick Actions come first"). */}
      <QuickActions role={role} />
      {stats ? (
        <>
          <h2 id="statistics-heading" className="sr-only">
            Statistics
          </h2>
          <ReceiptsWaiting count={stats.receiptsWaiting} owner={owner} />
          <Cards stats={stats} />
          <AgendaToday />
          {clinical && <MeasurementRemindersCard />}
          <SlotSummary stats={stats} />
        </>
      ) : query.isError ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900" role="alert">
          Failed to fetch data. {query.error instanceof Error ? query.error.message : ""}
        </p>
      ) : (
        <p className="text-slate-700">Loading the dashboard…</p>
      )}
      {owner && <GoLiveCard />}
      <EarningsPanel />
    </div>
  );
}
