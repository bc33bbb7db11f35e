/**
 * Query keys more than one admin screen names. They sit under ["admin"], so every admin change that
 * invalidates ["admin"] (slots, bookings, Refresh Now) refreshes them too.
 */
export const dashboardKey = ["admin", "dashboard"] as const;
