/**
 * Query keys more than one admin screen names. They sit under ["admin"], so every admin change that
 * invalidates ["admin"] (slots, bookings, Refresh Now) refreshes them too.
 */
export const dashboardKey = ["admin", "dashboard"] as const;

/** The consultation's price: the Pricing page and the admin's booking dialog (its amount collected). */
export const pricingKey = ["admin", "pricing"] as const;
