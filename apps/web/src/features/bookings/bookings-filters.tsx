import { filterPageSizes } from "@clinic/contract/admin-bookings";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { pageSizeOptions } from "../../components/ui/data-table-pagination";
import { adminBookingsApi } from "./admin-bookings-api";
import { type BookingsFilter, plusDays } from "./bookings-list-state";
import type { BookingsList } from "./use-bookings-list";

const label = "block text-sm font-medium text-slate-900";
const input = "mt-1 rounded-md border border-slate-400 px-3 py-2";

/**
 * admin.md §2 Filters: From, To, Status, Show and Page size, applied together; the quick ranges
 * (applied at once) and the CSV export of the applied filters. The filters being edited are the form's
 * (react-hook-form); applying hands them to the list's reducer. The page size is the list's, applied
 * when chosen.
 */
export function BookingsFilters({ list }: { list: BookingsList }) {
  const { today, q, dispatch } = list;
  const { filter, pageSize } = list.state;
  const { register, handleSubmit, getValues, reset, watch } = useForm<BookingsFilter>({
    defaultValues: filter,
  });
  const apply = (next: BookingsFilter) => {
    reset(next);
    dispatch({ type: "apply", filter: next });
  };
  const range = (to: string) => apply({ ...getValues(), from: today, to });
  // admin.md §2: dates before today are disabled in the pickers; the Past and All views look back.
  const earliest = watch("view") === "upcoming" ? today : undefined;
  return (
    <section aria-labelledby="filters-title" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="filters-title" className="text-xl font-semibold text-slate-900">
        Filters
      </h2>
      <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={handleSubmit(apply)}>
        <div>
          <label htmlFor="filter-from" className={label}>
            From
          </label>
          <input id="filter-from" type="date" className={input} min={earliest} {...register("from")} />
        </div>
        <div>
          <label htmlFor="filter-to" className={label}>
            To
          </label>
          <input id="filter-to" type="date" className={input} min={earliest} {...register("to")} />
        </div>
        <div>
          <label htmlFor="filter-status" className={label}>
            Status
          </label>
          <select id="filter-status" className={input} {...register("status")}>
            <option value="all">All</option>
            <option value="OPEN">OPEN (Available)</option>
            <option value="HELD">HELD</option>
            <option value="BOOKED">BOOKED</option>
            <option value="COMPLETED">COMPLETED</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-view" className={label}>
            Show
          </label>
          <select id="filter-view" className={input} {...register("view")}>
            <option value="upcoming">Upcoming</option>
            <option value="past">Past</option>
            <option value="all">All</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-size" className={label}>
            Page size
          </label>
          <select
            id="filter-size"
            className={input}
            value={pageSize}
            onChange={(e) => dispatch({ type: "page", page: 1, pageSize: Number(e.target.value) })}
          >
            {pageSizeOptions(filterPageSizes, pageSize)}
          </select>
        </div>
        <button type="submit" className={buttonStyles.primary}>
          Apply Filters
        </button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => range(today)}>
          Today
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => range(plusDays(today, 7))}>
          Next 7 Days
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => range(plusDays(today, 30))}>
          Next Month
        </button>
        <a
          className={buttonStyles.ghost}
          href={adminBookingsApi.csvUrl({ ...q, page: undefined, pageSize: undefined })}
          download
        >
          Export CSV
        </a>
      </div>
    </section>
  );
}
