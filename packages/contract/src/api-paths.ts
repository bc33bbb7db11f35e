// Generated from GET /api/openapi.json by `npm run api:types` (decision 0121). Do not edit:
// change the route, then run the script; test/api-paths.test.ts fails while this file is stale.

export interface paths {
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is signed in (never changes anything but the session's last-seen time) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sign-in state */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                state: "signed_out" | "token_error" | "signed_in";
                                user: {
                                    email: string | null;
                                    name: string | null;
                                    isAdmin: boolean;
                                    /** @enum {string} */
                                    method: "oidc" | "link";
                                } | null;
                                oidc: {
                                    enabled: boolean;
                                    buttonLabel: string;
                                };
                            };
                            message?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/link/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-time sign-in link to ADMIN_EMAIL (the same answer for any address) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Accepted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: null;
                            message?: string;
                        };
                    };
                };
                /** @description Not an email address */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/link/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a one-time link's token (from the URL fragment) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Signed in; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                user: {
                                    email: string | null;
                                    name: string | null;
                                    isAdmin: boolean;
                                    /** @enum {string} */
                                    method: "oidc" | "link";
                                };
                                returnTo: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description The link was used, expired or altered */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Somebody is signed in already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session on the server and clear its cookie */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                redirectTo: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Begin OpenID sign-in (redirects to the identity provider) */
        get: {
            parameters: {
                query?: {
                    returnTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the provider */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description OpenID sign-in is not configured */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the identity provider sends the browser back (redirects into /admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the wanted admin page, or /admin?authError=... */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin (the panel's header) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The admin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                email: string | null;
                                name: string | null;
                                isAdmin: boolean;
                                /** @enum {string} */
                                method: "oidc" | "link";
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Healthy */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                status: "ok";
                                /** @enum {string} */
                                database: "embedded" | "external";
                                version: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description The database does not answer */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/privacy-notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clinic's privacy notice, with its version (the one a booking's consent names) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The notice, version first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                version: string;
                                /** Format: date */
                                lastUpdated: string;
                                title: string;
                                description: string;
                                intro: string[];
                                fiduciary: {
                                    name: string;
                                    address: string;
                                    email: string;
                                    phone: string;
                                };
                                collected: {
                                    key: string;
                                    label: string;
                                    detail: string;
                                }[];
                                purposes: {
                                    title: string;
                                    description: string;
                                    data: string[];
                                }[];
                                recipients: {
                                    /** @enum {string} */
                                    kind: "payment" | "email" | "messages" | "video" | "calendar" | "hosting" | "other";
                                    name: string;
                                    receives: string;
                                    why: string;
                                }[];
                                retention: {
                                    what: string;
                                    keptFor: string;
                                    why: string;
                                    years?: number;
                                    settings?: ("intakeYears" | "notesYears")[];
                                }[];
                                rights: {
                                    /** @enum {string} */
                                    right: "access" | "correction" | "erasure" | "withdraw" | "grievance" | "nominate";
                                    title: string;
                                    description: string;
                                }[];
                                grievance: {
                                    name: string;
                                    email: string;
                                    phone: string;
                                    responseTime: string;
                                };
                                board: {
                                    name: string;
                                    howToComplain: string;
                                    /** Format: uri */
                                    url?: string;
                                };
                                summary: string[];
                                teleconsultation: {
                                    can: string[];
                                    cannot: string[];
                                    inPerson: string;
                                };
                                changes: string;
                            };
                            message?: string;
                            version: string;
                        };
                    };
                };
                /** @description The site has no web build, so no notice */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The slots of one clinic date */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The day's slots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                date: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                startTime: string;
                                endTime: string;
                                startTimeFormatted: string;
                                endTimeFormatted: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                            }[];
                            message?: string;
                            timezone: string;
                        };
                    };
                };
                /** @description Malformed date */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/slots/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dates in a range that have OPEN slots */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Dates with OPEN slots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                dates: string[];
                                timezone: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Malformed range */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold a slot and create a booking awaiting payment (Idempotency-Key header required) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slotId: string;
                        user: {
                            name: string;
                            email: string;
                            phone: string;
                            timezone: string;
                        };
                        /** @default  */
                        notes?: string;
                        captcha?: {
                            provider: string;
                            token: string;
                            action?: string;
                        };
                        /**
                         * @default book-consultation
                         * @enum {string}
                         */
                        flow?: "book-consultation" | "book";
                        isAdminBooking?: boolean;
                        payment?: {
                            /** @enum {string} */
                            kind: "not_charged";
                        } | {
                            /** @enum {string} */
                            kind: "collected";
                            /** @enum {string} */
                            method: "cash" | "upi" | "card";
                            amountInPaisa: number;
                        };
                        consent?: {
                            noticeVersion: string;
                            /** @enum {boolean} */
                            teleconsultation: true;
                        };
                        /** @enum {boolean} */
                        consentByPhone?: true;
                        /** @default false */
                        whatsappOptIn?: boolean;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        locale?: "en" | "hi" | "kn";
                    };
                };
            };
            responses: {
                /** @description Held; pay before holdExpiresAt */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                orderId: string;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                gstIncluded?: boolean;
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                holdExpiresAt: string;
                                startAt: string;
                                endAt: string;
                                checkout: {
                                    keyId: string;
                                    name: string;
                                    description: string;
                                    scriptUrl: string;
                                    prefill: {
                                        name: string;
                                        email: string;
                                        contact: string;
                                    };
                                } | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid request, key or captcha; consent missing, or to another privacy notice version */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description isAdminBooking without an admin session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The slot is no longer available, or the key is in use */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts or unpaid holds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The payment provider did not answer: nothing was held or charged */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/payments/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the payment and confirm the booking (Idempotency-Key header required) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key": string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        razorpay_payment_id: string;
                        razorpay_order_id: string;
                        razorpay_signature: string;
                        idempotencyKey?: string;
                    };
                };
            };
            responses: {
                /** @description Confirmed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                reference: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startAt: string;
                                endAt: string;
                                timezone: string;
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                                meetingLink: string | null;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                icsDownloadUrl: string | null;
                                /** @enum {string|null} */
                                userCalendar: "inserted" | "emailed" | null;
                                gstIncluded?: boolean;
                                receiptNumber?: string | null;
                                receiptToken?: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Payment verification failed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The booking can no longer be paid */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many verify calls */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The payment provider did not answer: try again with the same key */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirmation of a booking */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                reference: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startAt: string;
                                endAt: string;
                                timezone: string;
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                                meetingLink: string | null;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                icsDownloadUrl: string | null;
                                /** @enum {string|null} */
                                userCalendar: "inserted" | "emailed" | null;
                                gstIncluded?: boolean;
                                receiptNumber?: string | null;
                                receiptToken?: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/invite.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendar invitation (RFC 5545) of a paid booking */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/calendar */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description No such paid booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A robot-check challenge in ALTCHA's own format (the widget reads it as-is) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ALTCHA challenge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            parameters: {
                                [key: string]: unknown;
                            };
                            signature?: string;
                        };
                    };
                };
                /** @description The robot check is reCAPTCHA or Turnstile (CAPTCHA_PROVIDER): no ALTCHA challenges */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many challenges */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/manage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking, for the patient holding the manage link's token */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The booking as its patient manages it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                reference: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startAt: string;
                                endAt: string;
                                timezone: string;
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                                meetingLink: string | null;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                icsDownloadUrl: string | null;
                                /** @enum {string|null} */
                                userCalendar: "inserted" | "emailed" | null;
                                gstIncluded?: boolean;
                                receiptNumber?: string | null;
                                receiptToken?: string;
                                canChange: boolean;
                                changeDeadline: string;
                                /** @enum {string} */
                                paymentWay: "online" | "test" | "clinic" | "none";
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Wrong token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Past the cut-off, or the new slot is taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a paid booking to another OPEN slot (until the cut-off) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newSlotId: string;
                    };
                };
            };
            responses: {
                /** @description The booking as its patient manages it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                reference: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startAt: string;
                                endAt: string;
                                timezone: string;
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                                meetingLink: string | null;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                icsDownloadUrl: string | null;
                                /** @enum {string|null} */
                                userCalendar: "inserted" | "emailed" | null;
                                gstIncluded?: boolean;
                                receiptNumber?: string | null;
                                receiptToken?: string;
                                canChange: boolean;
                                changeDeadline: string;
                                /** @enum {string} */
                                paymentWay: "online" | "test" | "clinic" | "none";
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Wrong token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Past the cut-off, or the new slot is taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a paid booking (until the cut-off) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description The booking as its patient manages it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                reference: string;
                                date: string;
                                startTime: string;
                                endTime: string;
                                startAt: string;
                                endAt: string;
                                timezone: string;
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                                meetingLink: string | null;
                                amount: number;
                                currency: string;
                                taxPercent: number;
                                taxAmount: number;
                                /** @enum {string} */
                                paymentStatus: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                icsDownloadUrl: string | null;
                                /** @enum {string|null} */
                                userCalendar: "inserted" | "emailed" | null;
                                gstIncluded?: boolean;
                                receiptNumber?: string | null;
                                receiptToken?: string;
                                canChange: boolean;
                                changeDeadline: string;
                                /** @enum {string} */
                                paymentWay: "online" | "test" | "clinic" | "none";
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Wrong token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Past the cut-off, or the new slot is taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/manage-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the booking's manage link again, to the address it was booked with (a paid booking only; the same answer either way). No body; no Idempotency-Key: asking again sends again, within the limits. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent if the booking is paid, said the same either way */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: null;
                            message?: string;
                        };
                    };
                };
                /** @description Malformed booking id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description More than 3 for this booking or 10 from this network in an hour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/razorpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Razorpay events (signature X-Razorpay-Signature over the raw body; de-duplicated by x-razorpay-event-id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Handled (or a duplicate) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                outcome: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Bad signature or body */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The same event is being handled */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots/bulkCreate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create OPEN slots (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slots: {
                            dateKey: string;
                            /** Format: date-time */
                            startAt: string;
                            /** Format: date-time */
                            endAt: string;
                            /** @default Asia/Kolkata */
                            tz?: string;
                            /**
                             * @default OPEN
                             * @enum {string}
                             */
                            status?: "OPEN";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Created */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                count: number;
                                calendarEventsCreated: number;
                                calendarEventsFailed: number;
                                skipped?: number;
                                skippedClosed?: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid slots */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every slot with its live booking (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Slots by start time */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slots in a date range with their live booking (admin) */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    status?: "OPEN" | "HELD" | "BOOKED" | "COMPLETED" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Slots by start time */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Malformed query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/slots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an OPEN or HELD slot without a live booking (admin) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such slot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The slot has a booking or is completed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a slot's status along the status machine (admin) */
        patch: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such slot */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Transition not allowed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/bookings/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same rows as CSV (RFC 4180, formula cells neutralised) (admin) */
        get: {
            parameters: {
                query?: {
                    view?: "upcoming" | "past" | "all";
                    from?: string;
                    to?: string;
                    status?: "OPEN" | "HELD" | "BOOKED" | "COMPLETED" | "CONFIRMED" | "all";
                    sort?: "date" | "status" | "customer" | "paymentStatus" | "email" | "phone" | "createdAt";
                    order?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Malformed query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of slots with their live booking: filtered, sorted and paged by the database (admin) */
        get: {
            parameters: {
                query?: {
                    view?: "upcoming" | "past" | "all";
                    from?: string;
                    to?: string;
                    status?: "OPEN" | "HELD" | "BOOKED" | "COMPLETED" | "CONFIRMED" | "all";
                    sort?: "date" | "status" | "customer" | "paymentStatus" | "email" | "phone" | "createdAt";
                    order?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page: `data` is its slot rows, `pagination` where it sits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            }[];
                            message?: string;
                            pagination: {
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Malformed query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/reschedule-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OPEN slots of a date to move a booking to (admin) */
        get: {
            parameters: {
                query: {
                    date: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Available slots */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a booking to an OPEN slot and send the patient the updated invite (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newSlotId: string;
                        /** Format: date-time */
                        newStartTime?: string;
                        /** Format: date-time */
                        newEndTime?: string;
                    };
                };
            };
            responses: {
                /** @description Moved: the new slot with the booking */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                slotId: string;
                                id: string;
                                dateKey: string;
                                startAt: string;
                                endAt: string;
                                tz: string;
                                /** @enum {string} */
                                status: "OPEN" | "HELD" | "BOOKED" | "COMPLETED";
                                calendarEventId: string | null;
                                createdAt: string;
                                booking: {
                                    bookingId: string;
                                    reference: string;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                    amount: number;
                                    currency: string;
                                    paymentStatus: string;
                                    paymentId: string | null;
                                    paymentMethod: string;
                                    paymentProvider: string;
                                    appointmentType: string;
                                    duration: number;
                                    meetingLink: string | null;
                                    notes: string;
                                    timezone: string;
                                    isAdminBooking: boolean;
                                    createdAt: string;
                                    patientId: string | null;
                                    receiptNumber?: string | null;
                                } | null;
                                bookingError?: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The slot is taken, or the booking is completed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel (keep the record, free the slot, refund, email) or delete a booking (admin) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "cancel" | "delete";
                    };
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not active, or completed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a booking's notes (admin) */
        patch: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                    };
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard statistics, counted in the database in the clinic's zone (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Today's and this week's numbers, and today's appointments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                todayBookings: {
                                    booked: number;
                                    total: number;
                                };
                                availableSlots: {
                                    available: number;
                                    total: number;
                                };
                                totalBookings: number;
                                confirmedBookings: number;
                                slotCounts: {
                                    open: number;
                                    held: number;
                                    booked: number;
                                    completed: number;
                                    total: number;
                                };
                                pendingReviews: number;
                                currentRate: {
                                    amountInPaisa: number;
                                    currency: string;
                                    /** @enum {string} */
                                    taxTreatment: "exempt" | "taxable";
                                    taxPercent: number;
                                };
                                receiptsWaiting: number;
                                todayAppointments: {
                                    bookingId: string;
                                    slotId: string;
                                    startAt: string;
                                    endAt: string;
                                    patientName: string;
                                    meetingLink: string | null;
                                    slotStatus: string;
                                }[];
                                timezone: string;
                                today: string;
                                weekStart: string;
                                weekEnd: string;
                                lastUpdated: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Earnings by day, week (from Monday) or month in the clinic's zone (admin) */
        get: {
            parameters: {
                query: {
                    granularity: "day" | "week" | "month";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Gross, tax, refunds, net and paid bookings per period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                granularity: "day" | "week" | "month";
                                from: string;
                                to: string;
                                timezone: string;
                                currency: string;
                                periods: {
                                    period: string;
                                    from: string;
                                    to: string;
                                    gross: number;
                                    tax: number;
                                    refunds: number;
                                    net: number;
                                    count: number;
                                }[];
                                totals: {
                                    gross: number;
                                    tax: number;
                                    refunds: number;
                                    net: number;
                                    count: number;
                                };
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Bad granularity or range */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, paged (admin; read-only) */
        get: {
            parameters: {
                query?: {
                    kind?: string;
                    from?: string;
                    to?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of entries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                items: {
                                    id: number;
                                    at: string;
                                    actor: string;
                                    action: string;
                                    entity: string;
                                    entityId: string | null;
                                    before?: unknown;
                                    after?: unknown;
                                    details: {
                                        [key: string]: unknown;
                                    } | null;
                                }[];
                                total: number;
                                page: number;
                                pageSize: number;
                                kinds: string[];
                                timezone: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Malformed query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current price (the spec's defaults while none is stored) (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The price */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                amount_in_paisa: number;
                                currency: string;
                                tax_percent: number;
                                duration_minutes: number;
                                buffer_minutes: number;
                                updated_at: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Set the price; applies to bookings created after it (admin) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount_in_paisa: number;
                        currency: string;
                        tax_percent: number;
                        duration_minutes: number;
                        buffer_minutes: number;
                    };
                };
            };
            responses: {
                /** @description Stored; the change is in the audit log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                amount_in_paisa: number;
                                currency: string;
                                tax_percent: number;
                                duration_minutes: number;
                                buffer_minutes: number;
                                updated_at: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description A field breaks the pricing rules (one reason per field) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings, with server-set fields marked and secrets masked (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                adminEmail: string | null;
                                adminTimezone: string;
                                businessHours: {
                                    monday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    tuesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    wednesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    thursday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    friday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    saturday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    sunday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                };
                                holidays: string[];
                                blackoutRanges: {
                                    from: string;
                                    to: string;
                                }[];
                                /** @enum {string} */
                                defaultVideoProvider: "google_meet" | "zoom" | "jitsi";
                                retention: {
                                    intakeYears: number;
                                    notesYears: number;
                                };
                                measurements: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                    garmentReplaceMonths: 3 | 6;
                                    remeasureWeeks: number;
                                };
                                receipts: {
                                    legalName: string;
                                    address: string;
                                    gstin: string | null;
                                    registrationNumber: string | null;
                                    /** @enum {string} */
                                    taxTreatment: "exempt" | "taxable";
                                    sacCode: string;
                                    seriesPrefix: string;
                                };
                                serverSet: {
                                    adminEmail: boolean;
                                    adminTimezone: boolean;
                                    razorpay: boolean;
                                };
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                razorpay: {
                                    /** @enum {string} */
                                    source: "server" | "settings" | "none";
                                    keyId: string | null;
                                    secret: string | null;
                                    webhookSecret: string | null;
                                    check: {
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "unchecked";
                                        message: string | null;
                                        at: string | null;
                                    };
                                };
                                video: {
                                    zoom: {
                                        accountId: string | null;
                                        clientId: string | null;
                                        clientSecret: string | null;
                                    };
                                    googleMeet: {
                                        clientEmail: string | null;
                                        serviceAccount: string | null;
                                    };
                                    jitsi: {
                                        baseUrl: string;
                                        appId: string | null;
                                        appSecret: string | null;
                                    };
                                };
                                email: {
                                    /** @enum {string} */
                                    transport: "outbox" | "smtp";
                                    to: string | null;
                                };
                                updatedAt: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Change the general settings; fields left out keep their value (admin) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adminEmail?: string;
                        adminTimezone?: string;
                        businessHours?: {
                            monday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            tuesday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            wednesday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            thursday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            friday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            saturday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                            sunday: {
                                closed: boolean;
                                open: string;
                                close: string;
                            };
                        };
                        holidays?: string[];
                        blackoutRanges?: {
                            from: string;
                            to: string;
                        }[];
                        /** @enum {string} */
                        defaultVideoProvider?: "google_meet" | "zoom" | "jitsi";
                        retention?: {
                            intakeYears: number;
                            notesYears: number;
                        };
                        measurements?: {
                            subclinicalPercent: number;
                            clinicalPercent: number;
                            garmentReplaceMonths: 3 | 6;
                            remeasureWeeks: number;
                        };
                        receipts?: {
                            legalName: string;
                            address: string;
                            gstin: string | null;
                            registrationNumber: string | null;
                            /** @enum {string} */
                            taxTreatment: "exempt" | "taxable";
                            sacCode: string;
                            seriesPrefix: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Stored; the change is in the audit log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                adminEmail: string | null;
                                adminTimezone: string;
                                businessHours: {
                                    monday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    tuesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    wednesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    thursday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    friday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    saturday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    sunday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                };
                                holidays: string[];
                                blackoutRanges: {
                                    from: string;
                                    to: string;
                                }[];
                                /** @enum {string} */
                                defaultVideoProvider: "google_meet" | "zoom" | "jitsi";
                                retention: {
                                    intakeYears: number;
                                    notesYears: number;
                                };
                                measurements: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                    garmentReplaceMonths: 3 | 6;
                                    remeasureWeeks: number;
                                };
                                receipts: {
                                    legalName: string;
                                    address: string;
                                    gstin: string | null;
                                    registrationNumber: string | null;
                                    /** @enum {string} */
                                    taxTreatment: "exempt" | "taxable";
                                    sacCode: string;
                                    seriesPrefix: string;
                                };
                                serverSet: {
                                    adminEmail: boolean;
                                    adminTimezone: boolean;
                                    razorpay: boolean;
                                };
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                razorpay: {
                                    /** @enum {string} */
                                    source: "server" | "settings" | "none";
                                    keyId: string | null;
                                    secret: string | null;
                                    webhookSecret: string | null;
                                    check: {
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "unchecked";
                                        message: string | null;
                                        at: string | null;
                                    };
                                };
                                video: {
                                    zoom: {
                                        accountId: string | null;
                                        clientId: string | null;
                                        clientSecret: string | null;
                                    };
                                    googleMeet: {
                                        clientEmail: string | null;
                                        serviceAccount: string | null;
                                    };
                                    jitsi: {
                                        baseUrl: string;
                                        appId: string | null;
                                        appSecret: string | null;
                                    };
                                };
                                email: {
                                    /** @enum {string} */
                                    transport: "outbox" | "smtp";
                                    to: string | null;
                                };
                                updatedAt: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description A field is invalid or set by the server (one reason per field) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/razorpay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Store Razorpay keys (encrypted) and check them with Razorpay (admin) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        key_id: string;
                        secret: string;
                        webhook_secret?: string;
                    };
                };
            };
            responses: {
                /** @description Stored; answered masked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                adminEmail: string | null;
                                adminTimezone: string;
                                businessHours: {
                                    monday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    tuesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    wednesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    thursday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    friday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    saturday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    sunday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                };
                                holidays: string[];
                                blackoutRanges: {
                                    from: string;
                                    to: string;
                                }[];
                                /** @enum {string} */
                                defaultVideoProvider: "google_meet" | "zoom" | "jitsi";
                                retention: {
                                    intakeYears: number;
                                    notesYears: number;
                                };
                                measurements: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                    garmentReplaceMonths: 3 | 6;
                                    remeasureWeeks: number;
                                };
                                receipts: {
                                    legalName: string;
                                    address: string;
                                    gstin: string | null;
                                    registrationNumber: string | null;
                                    /** @enum {string} */
                                    taxTreatment: "exempt" | "taxable";
                                    sacCode: string;
                                    seriesPrefix: string;
                                };
                                serverSet: {
                                    adminEmail: boolean;
                                    adminTimezone: boolean;
                                    razorpay: boolean;
                                };
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                razorpay: {
                                    /** @enum {string} */
                                    source: "server" | "settings" | "none";
                                    keyId: string | null;
                                    secret: string | null;
                                    webhookSecret: string | null;
                                    check: {
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "unchecked";
                                        message: string | null;
                                        at: string | null;
                                    };
                                };
                                video: {
                                    zoom: {
                                        accountId: string | null;
                                        clientId: string | null;
                                        clientSecret: string | null;
                                    };
                                    googleMeet: {
                                        clientEmail: string | null;
                                        serviceAccount: string | null;
                                    };
                                    jitsi: {
                                        baseUrl: string;
                                        appId: string | null;
                                        appSecret: string | null;
                                    };
                                };
                                email: {
                                    /** @enum {string} */
                                    transport: "outbox" | "smtp";
                                    to: string | null;
                                };
                                updatedAt: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid keys (one reason per field) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The keys are set by the server */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove the stored Razorpay keys (admin) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                adminEmail: string | null;
                                adminTimezone: string;
                                businessHours: {
                                    monday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    tuesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    wednesday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    thursday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    friday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    saturday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                    sunday: {
                                        closed: boolean;
                                        open: string;
                                        close: string;
                                    };
                                };
                                holidays: string[];
                                blackoutRanges: {
                                    from: string;
                                    to: string;
                                }[];
                                /** @enum {string} */
                                defaultVideoProvider: "google_meet" | "zoom" | "jitsi";
                                retention: {
                                    intakeYears: number;
                                    notesYears: number;
                                };
                                measurements: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                    garmentReplaceMonths: 3 | 6;
                                    remeasureWeeks: number;
                                };
                                receipts: {
                                    legalName: string;
                                    address: string;
                                    gstin: string | null;
                                    registrationNumber: string | null;
                                    /** @enum {string} */
                                    taxTreatment: "exempt" | "taxable";
                                    sacCode: string;
                                    seriesPrefix: string;
                                };
                                serverSet: {
                                    adminEmail: boolean;
                                    adminTimezone: boolean;
                                    razorpay: boolean;
                                };
                                /** @enum {string} */
                                paymentProvider: "dummy" | "razorpay";
                                razorpay: {
                                    /** @enum {string} */
                                    source: "server" | "settings" | "none";
                                    keyId: string | null;
                                    secret: string | null;
                                    webhookSecret: string | null;
                                    check: {
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "unchecked";
                                        message: string | null;
                                        at: string | null;
                                    };
                                };
                                video: {
                                    zoom: {
                                        accountId: string | null;
                                        clientId: string | null;
                                        clientSecret: string | null;
                                    };
                                    googleMeet: {
                                        clientEmail: string | null;
                                        serviceAccount: string | null;
                                    };
                                    jitsi: {
                                        baseUrl: string;
                                        appId: string | null;
                                        appSecret: string | null;
                                    };
                                };
                                email: {
                                    /** @enum {string} */
                                    transport: "outbox" | "smtp";
                                    to: string | null;
                                };
                                updatedAt: string | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The keys are set by the server */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/razorpay/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Call Razorpay with the keys in use and report success or the provider's error (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok, or the provider's error */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                ok: boolean;
                                message: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No keys saved */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Store a video provider's credentials (secrets encrypted) (admin) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "zoom";
                        accountId: string;
                        clientId: string;
                        clientSecret: string;
                    } | {
                        /** @enum {string} */
                        provider: "google_meet";
                        serviceAccountJson: string;
                    } | {
                        /** @enum {string} */
                        provider: "jitsi";
                        baseUrl: string;
                        appId?: string;
                        appSecret?: string;
                    };
                };
            };
            responses: {
                /** @description Stored; answered masked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                zoom: {
                                    accountId: string | null;
                                    clientId: string | null;
                                    clientSecret: string | null;
                                };
                                googleMeet: {
                                    clientEmail: string | null;
                                    serviceAccount: string | null;
                                };
                                jitsi: {
                                    baseUrl: string;
                                    appId: string | null;
                                    appSecret: string | null;
                                };
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid credentials (one reason per field) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/email/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test email to the admin email through the active transport (admin; 5 per 10 min) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                to: string;
                                /** @enum {string} */
                                transport: "outbox" | "smtp";
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No admin email, or the transport failed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many test emails */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The intake form's questions, the saved answers and the photos' list (manage token) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The intake */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                form: {
                                    title: string;
                                    intro: string;
                                    questions: {
                                        id: string;
                                        label: string;
                                        help?: string;
                                        /** @enum {string} */
                                        kind: "short-text" | "long-text" | "date" | "single-choice" | "multiple-choice" | "yes-no";
                                        /** @default false */
                                        required: boolean;
                                        maxLength?: number;
                                        options?: {
                                            value: string;
                                            label: string;
                                        }[];
                                        notInFuture?: boolean;
                                        showWhen?: {
                                            question: string;
                                            is: string[];
                                        };
                                    }[];
                                };
                                answers: {
                                    [key: string]: string | string[];
                                } | null;
                                submittedAt: string | null;
                                updatedAt: string | null;
                                photos: {
                                    id: string;
                                    contentType: string;
                                    byteSize: number;
                                    width: number;
                                    height: number;
                                    createdAt: string;
                                }[];
                                editable: boolean;
                                editableUntil: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Malformed id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        /** Save the intake answers, checked against the form (manage token; until the consultation starts) */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: unknown;
                        };
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                form: {
                                    title: string;
                                    intro: string;
                                    questions: {
                                        id: string;
                                        label: string;
                                        help?: string;
                                        /** @enum {string} */
                                        kind: "short-text" | "long-text" | "date" | "single-choice" | "multiple-choice" | "yes-no";
                                        /** @default false */
                                        required: boolean;
                                        maxLength?: number;
                                        options?: {
                                            value: string;
                                            label: string;
                                        }[];
                                        notInFuture?: boolean;
                                        showWhen?: {
                                            question: string;
                                            is: string[];
                                        };
                                    }[];
                                };
                                answers: {
                                    [key: string]: string | string[];
                                } | null;
                                submittedAt: string | null;
                                updatedAt: string | null;
                                photos: {
                                    id: string;
                                    contentType: string;
                                    byteSize: number;
                                    width: number;
                                    height: number;
                                    createdAt: string;
                                }[];
                                editable: boolean;
                                editableUntil: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description An answer is refused: `fields` says which (answers.<question id>) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description intake_closed: the consultation has started, or the booking is not active */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/intake/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo: JPEG, PNG or HEIC, up to 5 MB, 3 per booking; the body is the file's bytes (manage token) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/octet-stream": string;
                };
            };
            responses: {
                /** @description Stored, re-encoded without metadata */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                contentType: string;
                                byteSize: number;
                                width: number;
                                height: number;
                                createdAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No photo sent */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description photo_limit: three photos already; intake_closed: the form is closed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Over 5 MB, or too many pixels */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not a JPEG, PNG or HEIC by its bytes, or unreadable */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/intake/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the intake's photos (manage token; until the consultation starts) */
        delete: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such photo */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description intake_closed: the form is closed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's intake answers and its photos' admin URLs (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The intake (answers null when none were sent) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                bookingId: string;
                                form: {
                                    title: string;
                                    intro: string;
                                    questions: {
                                        id: string;
                                        label: string;
                                        help?: string;
                                        /** @enum {string} */
                                        kind: "short-text" | "long-text" | "date" | "single-choice" | "multiple-choice" | "yes-no";
                                        /** @default false */
                                        required: boolean;
                                        maxLength?: number;
                                        options?: {
                                            value: string;
                                            label: string;
                                        }[];
                                        notInFuture?: boolean;
                                        showWhen?: {
                                            question: string;
                                            is: string[];
                                        };
                                    }[];
                                };
                                answers: {
                                    [key: string]: string | string[];
                                } | null;
                                submittedAt: string | null;
                                updatedAt: string | null;
                                photos: {
                                    id: string;
                                    contentType: string;
                                    byteSize: number;
                                    width: number;
                                    height: number;
                                    createdAt: string;
                                    url: string;
                                }[];
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/intake-photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One intake photo's (re-encoded) bytes (admin; never cached) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such photo */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/my-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This booking's data as a JSON download with the manage token; everything held about the patient with a record session too (`scope` says which). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The patient's data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                exportedAt: string;
                                /** @enum {string} */
                                scope: "booking" | "record";
                                patientId: string | null;
                                contact: {
                                    name: string;
                                    email: string | null;
                                    phone: string | null;
                                };
                                consentWithdrawnAt: string | null;
                                erasedAt: string | null;
                                erasureRequestedAt: string | null;
                                bookings: {
                                    bookingId: string;
                                    reference: string;
                                    /** @enum {string} */
                                    status: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                    startAt: string;
                                    endAt: string;
                                    timezone: string;
                                    amount: number;
                                    currency: string;
                                    taxPercent: number;
                                    taxAmount: number;
                                    paymentProvider: string;
                                    paymentMethod: string | null;
                                    orderId: string;
                                    paymentId: string | null;
                                    paidAt: string | null;
                                    name: string;
                                    email: string;
                                    phone: string;
                                    notes: string;
                                    meetingLink: string | null;
                                    createdAt: string;
                                }[];
                                consents: {
                                    bookingId: string;
                                    kind: string;
                                    noticeVersion: string;
                                    method: string;
                                    takenBy: string | null;
                                    givenAt: string;
                                    withdrawnAt: string | null;
                                }[];
                                intakes: {
                                    bookingId: string;
                                    answers: {
                                        [key: string]: unknown;
                                    };
                                    questionsAndAnswers: {
                                        question: string;
                                        answer: string;
                                    }[];
                                    submittedAt: string;
                                    updatedAt: string;
                                }[];
                                photos: {
                                    photoId: string;
                                    bookingId: string;
                                    contentType: string;
                                    width: number;
                                    height: number;
                                    byteSize: number;
                                    createdAt: string;
                                    url: string;
                                }[];
                                messages: {
                                    bookingId: string | null;
                                    channel: string;
                                    kind: string;
                                    sentAt: string;
                                }[];
                                practitionerNotes: {
                                    body: string;
                                    author: string;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                measurements: {
                                    id: string;
                                    patientId: string;
                                    takenOn: string;
                                    /** @enum {string} */
                                    limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                    referencePoint: string | null;
                                    spacingCm: number;
                                    affectedCm: number[];
                                    otherCm: number[] | null;
                                    bioimpedance: number | null;
                                    /** @enum {string|null} */
                                    islStage: "0" | "I" | "II" | "III" | null;
                                    garmentKind: string | null;
                                    /** @enum {string|null} */
                                    garmentClass: "I" | "II" | "III" | "IV" | null;
                                    garmentIssuedOn: string | null;
                                    notes: string | null;
                                    homeCareNote: string | null;
                                    createdBy: string;
                                    createdAt: string;
                                    updatedAt: string;
                                    affectedVolumeMl: number;
                                    otherVolumeMl: number | null;
                                    differenceMl: number | null;
                                    differencePercent: number | null;
                                    baselineId: string;
                                    volumeChangeMl: number;
                                    volumeChangePercent: number;
                                    excessChangeMl: number | null;
                                    relativeVolumeChangePercent: number | null;
                                    /** @enum {string} */
                                    flag: "none" | "subclinical" | "clinical";
                                    /** @enum {string|null} */
                                    flagBasis: "difference" | "change" | null;
                                }[];
                                whatsappOptIns?: {
                                    bookingId: string;
                                    phone: string;
                                    wording: string;
                                    method: string;
                                    givenAt: string;
                                    withdrawnAt: string | null;
                                }[];
                                processing: string[];
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/my-data/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One intake photo of this booking, or with a record session of the record. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                    photoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such photo in this booking or record */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct the name, email or phone (the booking form's rules): this booking's with the manage token; the record's and its bookings to come with a record session. The old email and WhatsApp number are told of a changed email or phone. */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        email?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Corrected */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                contact: {
                                    name: string;
                                    email: string | null;
                                    phone: string | null;
                                };
                                bookingsUpdated: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Invalid details */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/consent/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw consent for the record: reminders and other messages stop; the practitioner is told. Needs a record session. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Withdrawn */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                withdrawnAt: string;
                                consentsWithdrawn: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the clinic to erase the record (one request waits at a time). Needs a record session. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queued (or already waiting) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                requestId: string;
                                requestedAt: string;
                                created: boolean;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was already erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/record-access/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit code (10 minutes, 5 tries) to the email on file of the record this booking belongs to, and to its WhatsApp number when that opted in. Ends any earlier code. The addresses are answered masked. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                sentTo: {
                                    email: string | null;
                                    whatsapp: string | null;
                                };
                                expiresAt: string;
                                codeLength: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was erased: nothing is on file to send a code to */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Five codes were asked for this booking in the last hour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/record-access/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the code for a record session (15 minutes): send it as X-Record-Session beside the manage token to reach the whole record. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The record session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                recordSession: string;
                                expiresAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description code_invalid: a wrong code (tries left in the message); code_expired: expired, used, replaced or out of tries; validation_failed: not 6 digits */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/erasure-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Patients' requests to erase their data: waiting ones first, then the last done (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                patientId: string;
                                patientName: string;
                                reference: string | null;
                                bookings: number;
                                upcoming: boolean;
                                /** @enum {string} */
                                status: "pending" | "done";
                                requestedAt: string;
                                doneAt: string | null;
                                doneBy: string | null;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/erasure-requests/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase the request's patient (keeps the accounting fields) and mark it done (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Erased: what was removed, counted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string | null;
                                bookings: number;
                                intakes: number;
                                photos: number;
                                notes: number;
                                measurements: number;
                                consents: number;
                                emails: number;
                                erasedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Already done */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about a patient, as the patient downloads it, for a request made by phone or email (admin; audit-logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The record, as a JSON download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                exportedAt: string;
                                /** @enum {string} */
                                scope: "booking" | "record";
                                patientId: string | null;
                                contact: {
                                    name: string;
                                    email: string | null;
                                    phone: string | null;
                                };
                                consentWithdrawnAt: string | null;
                                erasedAt: string | null;
                                erasureRequestedAt: string | null;
                                bookings: {
                                    bookingId: string;
                                    reference: string;
                                    /** @enum {string} */
                                    status: "PENDING" | "PAID" | "FAILED" | "EXPIRED" | "CANCELLED";
                                    startAt: string;
                                    endAt: string;
                                    timezone: string;
                                    amount: number;
                                    currency: string;
                                    taxPercent: number;
                                    taxAmount: number;
                                    paymentProvider: string;
                                    paymentMethod: string | null;
                                    orderId: string;
                                    paymentId: string | null;
                                    paidAt: string | null;
                                    name: string;
                                    email: string;
                                    phone: string;
                                    notes: string;
                                    meetingLink: string | null;
                                    createdAt: string;
                                }[];
                                consents: {
                                    bookingId: string;
                                    kind: string;
                                    noticeVersion: string;
                                    method: string;
                                    takenBy: string | null;
                                    givenAt: string;
                                    withdrawnAt: string | null;
                                }[];
                                intakes: {
                                    bookingId: string;
                                    answers: {
                                        [key: string]: unknown;
                                    };
                                    questionsAndAnswers: {
                                        question: string;
                                        answer: string;
                                    }[];
                                    submittedAt: string;
                                    updatedAt: string;
                                }[];
                                photos: {
                                    photoId: string;
                                    bookingId: string;
                                    contentType: string;
                                    width: number;
                                    height: number;
                                    byteSize: number;
                                    createdAt: string;
                                    url: string;
                                }[];
                                messages: {
                                    bookingId: string | null;
                                    channel: string;
                                    kind: string;
                                    sentAt: string;
                                }[];
                                practitionerNotes: {
                                    body: string;
                                    author: string;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                measurements: {
                                    id: string;
                                    patientId: string;
                                    takenOn: string;
                                    /** @enum {string} */
                                    limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                    referencePoint: string | null;
                                    spacingCm: number;
                                    affectedCm: number[];
                                    otherCm: number[] | null;
                                    bioimpedance: number | null;
                                    /** @enum {string|null} */
                                    islStage: "0" | "I" | "II" | "III" | null;
                                    garmentKind: string | null;
                                    /** @enum {string|null} */
                                    garmentClass: "I" | "II" | "III" | "IV" | null;
                                    garmentIssuedOn: string | null;
                                    notes: string | null;
                                    homeCareNote: string | null;
                                    createdBy: string;
                                    createdAt: string;
                                    updatedAt: string;
                                    affectedVolumeMl: number;
                                    otherVolumeMl: number | null;
                                    differenceMl: number | null;
                                    differencePercent: number | null;
                                    baselineId: string;
                                    volumeChangeMl: number;
                                    volumeChangePercent: number;
                                    excessChangeMl: number | null;
                                    relativeVolumeChangePercent: number | null;
                                    /** @enum {string} */
                                    flag: "none" | "subclinical" | "clinical";
                                    /** @enum {string|null} */
                                    flagBasis: "difference" | "change" | null;
                                }[];
                                whatsappOptIns?: {
                                    bookingId: string;
                                    phone: string;
                                    wording: string;
                                    method: string;
                                    givenAt: string;
                                    withdrawnAt: string | null;
                                }[];
                                processing: string[];
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase a patient now, without a request (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Erased: what was removed, counted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string | null;
                                bookings: number;
                                intakes: number;
                                photos: number;
                                notes: number;
                                measurements: number;
                                consents: number;
                                emails: number;
                                erasedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged into another */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search patient records by name, phone or email (partial; phone by digits), paged (admin) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page: `data` is its rows, `pagination` where it sits */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                name: string;
                                email: string | null;
                                phone: string | null;
                                bookingCount: number;
                                lastVisitAt: string | null;
                                linkSuggestions: number;
                            }[];
                            message?: string;
                            pagination: {
                                total: number;
                                page: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Malformed query */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A patient's record: suggested links, bookings, consents, intake answers, messages sent, private notes (admin; the read is audit-logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patient: {
                                    id: string;
                                    name: string;
                                    email: string | null;
                                    phone: string | null;
                                    lastVisitAt: string | null;
                                    createdAt: string;
                                    consentWithdrawnAt: string | null;
                                    erasedAt: string | null;
                                    mergedInto: string | null;
                                };
                                linkSuggestions: {
                                    id: string;
                                    otherPatient: {
                                        id: string;
                                        name: string;
                                    };
                                    reasons: ("email" | "phone" | "name")[];
                                    text: string;
                                    createdAt: string;
                                }[];
                                bookings: {
                                    bookingId: string;
                                    reference: string;
                                    startAt: string;
                                    endAt: string;
                                    status: string;
                                    amount: number;
                                    currency: string;
                                    isAdminBooking: boolean;
                                    customerName: string;
                                    customerEmail: string;
                                    customerPhone: string;
                                }[];
                                consents: {
                                    id: string;
                                    bookingId: string;
                                    kind: string;
                                    noticeVersion: string;
                                    method: string;
                                    takenBy: string | null;
                                    givenAt: string;
                                    withdrawnAt: string | null;
                                }[];
                                intakes: {
                                    bookingId: string;
                                    reference: string;
                                    submittedAt: string;
                                    updatedAt: string;
                                    answers: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                intakeQuestions: {
                                    id: string;
                                    label: string;
                                    help?: string;
                                    /** @enum {string} */
                                    kind: "short-text" | "long-text" | "date" | "single-choice" | "multiple-choice" | "yes-no";
                                    /** @default false */
                                    required: boolean;
                                    maxLength?: number;
                                    options?: {
                                        value: string;
                                        label: string;
                                    }[];
                                    notInFuture?: boolean;
                                    showWhen?: {
                                        question: string;
                                        is: string[];
                                    };
                                }[];
                                messages: {
                                    id: string;
                                    bookingId: string | null;
                                    reference: string | null;
                                    channel: string;
                                    kind: string;
                                    sentAt: string;
                                }[];
                                notes: {
                                    id: string;
                                    body: string;
                                    author: string;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a private note (admin; audit-logged without its text) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Added */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                body: string;
                                author: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Empty or too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a private note (admin; audit-logged) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    patientId: string;
                    noteId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient or note */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a private note's text (admin; audit-logged without its text) */
        patch: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    patientId: string;
                    noteId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                body: string;
                                author: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Empty or too long */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient or note */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/patients/{patientId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge another record into this one: its bookings, consents, notes and messages move here (admin; audit-logged) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        otherPatientId: string;
                    };
                };
            };
            responses: {
                /** @description Merged: `patientId` is this record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description The same record */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move one booking (with its consents and messages) to a new record (admin; audit-logged) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bookingId: string;
                    };
                };
            };
            responses: {
                /** @description Split: `patientId` is the new record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description The booking is not this patient's */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased, or this is its only booking */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a suggested link: the newer record is merged into the older, which is kept (admin; audit-logged) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                    suggestionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Merged: `patientId` is the kept record */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such suggestion for this patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Already merged or dismissed, or a record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/link-suggestions/{suggestionId}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a suggested link: not the same person; never suggested again (admin; audit-logged) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                    suggestionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Dismissed: `id` is the suggestion */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such suggestion for this patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Already merged or dismissed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/measurement-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Garment replacements and re-measurements overdue or due in the next 14 days, for the dashboard (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Oldest due first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                patientId: string;
                                patientName: string;
                                /** @enum {string} */
                                kind: "garment" | "remeasure";
                                dueOn: string;
                                overdue: boolean;
                                sentAt: string | null;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/measurements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A patient's measurement sessions as CSV (admin; the export is audit-logged) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A patient's measurement sessions, oldest first, with volumes, changes and flags (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sessions and the thresholds */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                sessions: {
                                    id: string;
                                    patientId: string;
                                    takenOn: string;
                                    /** @enum {string} */
                                    limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                    referencePoint: string | null;
                                    spacingCm: number;
                                    affectedCm: number[];
                                    otherCm: number[] | null;
                                    bioimpedance: number | null;
                                    /** @enum {string|null} */
                                    islStage: "0" | "I" | "II" | "III" | null;
                                    garmentKind: string | null;
                                    /** @enum {string|null} */
                                    garmentClass: "I" | "II" | "III" | "IV" | null;
                                    garmentIssuedOn: string | null;
                                    notes: string | null;
                                    homeCareNote: string | null;
                                    createdBy: string;
                                    createdAt: string;
                                    updatedAt: string;
                                    affectedVolumeMl: number;
                                    otherVolumeMl: number | null;
                                    differenceMl: number | null;
                                    differencePercent: number | null;
                                    baselineId: string;
                                    volumeChangeMl: number;
                                    volumeChangePercent: number;
                                    excessChangeMl: number | null;
                                    relativeVolumeChangePercent: number | null;
                                    /** @enum {string} */
                                    flag: "none" | "subclinical" | "clinical";
                                    /** @enum {string|null} */
                                    flagBasis: "difference" | "change" | null;
                                }[];
                                thresholds: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                };
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Record a measurement session of one limb; answers it with its volumes, difference and flag (admin; audit-logged without values) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    patientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        takenOn: string;
                        /** @enum {string} */
                        limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                        referencePoint?: string;
                        spacingCm: number;
                        affectedCm: number[];
                        otherCm?: number[];
                        bioimpedance?: number;
                        /** @enum {string} */
                        islStage?: "0" | "I" | "II" | "III";
                        garmentKind?: string;
                        /** @enum {string} */
                        garmentClass?: "I" | "II" | "III" | "IV";
                        garmentIssuedOn?: string;
                        notes?: string;
                        homeCareNote?: string;
                    };
                };
            };
            responses: {
                /** @description Recorded, with `affectedVolumeMl`, `otherVolumeMl`, `differencePercent` */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                patientId: string;
                                takenOn: string;
                                /** @enum {string} */
                                limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                referencePoint: string | null;
                                spacingCm: number;
                                affectedCm: number[];
                                otherCm: number[] | null;
                                bioimpedance: number | null;
                                /** @enum {string|null} */
                                islStage: "0" | "I" | "II" | "III" | null;
                                garmentKind: string | null;
                                /** @enum {string|null} */
                                garmentClass: "I" | "II" | "III" | "IV" | null;
                                garmentIssuedOn: string | null;
                                notes: string | null;
                                homeCareNote: string | null;
                                createdBy: string;
                                createdAt: string;
                                updatedAt: string;
                                affectedVolumeMl: number;
                                otherVolumeMl: number | null;
                                differenceMl: number | null;
                                differencePercent: number | null;
                                baselineId: string;
                                volumeChangeMl: number;
                                volumeChangePercent: number;
                                excessChangeMl: number | null;
                                relativeVolumeChangePercent: number | null;
                                /** @enum {string} */
                                flag: "none" | "subclinical" | "clinical";
                                /** @enum {string|null} */
                                flagBasis: "difference" | "change" | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Out-of-range circumferences or spacing, uneven points, a future date */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/patients/{patientId}/measurements/{measurementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a measurement session: its values replaced, checked as a new session's are; answers it with its volumes (admin; audit-logged without values) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    patientId: string;
                    measurementId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        takenOn: string;
                        /** @enum {string} */
                        limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                        referencePoint?: string;
                        spacingCm: number;
                        affectedCm: number[];
                        otherCm?: number[];
                        bioimpedance?: number;
                        /** @enum {string} */
                        islStage?: "0" | "I" | "II" | "III";
                        garmentKind?: string;
                        /** @enum {string} */
                        garmentClass?: "I" | "II" | "III" | "IV";
                        garmentIssuedOn?: string;
                        notes?: string;
                        homeCareNote?: string;
                    };
                };
            };
            responses: {
                /** @description Corrected, with its volumes, difference and flag */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                patientId: string;
                                takenOn: string;
                                /** @enum {string} */
                                limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                referencePoint: string | null;
                                spacingCm: number;
                                affectedCm: number[];
                                otherCm: number[] | null;
                                bioimpedance: number | null;
                                /** @enum {string|null} */
                                islStage: "0" | "I" | "II" | "III" | null;
                                garmentKind: string | null;
                                /** @enum {string|null} */
                                garmentClass: "I" | "II" | "III" | "IV" | null;
                                garmentIssuedOn: string | null;
                                notes: string | null;
                                homeCareNote: string | null;
                                createdBy: string;
                                createdAt: string;
                                updatedAt: string;
                                affectedVolumeMl: number;
                                otherVolumeMl: number | null;
                                differenceMl: number | null;
                                differencePercent: number | null;
                                baselineId: string;
                                volumeChangeMl: number;
                                volumeChangePercent: number;
                                excessChangeMl: number | null;
                                relativeVolumeChangePercent: number | null;
                                /** @enum {string} */
                                flag: "none" | "subclinical" | "clinical";
                                /** @enum {string|null} */
                                flagBasis: "difference" | "change" | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Out-of-range circumferences or spacing, uneven points, a future date */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient or session */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a measurement session entered in error (admin; audit-logged) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    patientId: string;
                    measurementId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such patient or session */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The record was merged or erased */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/my-measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The patient's own limb measurements (volumes, difference, flags) and home-care note: those taken on this booking's day with the manage token, all of the record's with a record session. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The patient's sessions, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                scope: "booking" | "record";
                                sessions: {
                                    id: string;
                                    takenOn: string;
                                    /** @enum {string} */
                                    limb: "left_arm" | "right_arm" | "left_leg" | "right_leg";
                                    affectedVolumeMl: number;
                                    otherVolumeMl: number | null;
                                    differencePercent: number | null;
                                    volumeChangePercent: number;
                                    /** @enum {string} */
                                    flag: "none" | "subclinical" | "clinical";
                                    /** @enum {string|null} */
                                    islStage: "0" | "I" | "II" | "III" | null;
                                }[];
                                thresholds: {
                                    subclinicalPercent: number;
                                    clinicalPercent: number;
                                };
                                homeCare: {
                                    note: string;
                                    writtenOn: string;
                                } | null;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking), or (code record_access_required) a record-wide call without a live record session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meta's verification handshake: hub.challenge as text when hub.verify_token matches WHATSAPP_VERIFY_TOKEN */
        get: {
            parameters: {
                query?: {
                    "hub.mode"?: string;
                    "hub.verify_token"?: string;
                    "hub.challenge"?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The challenge */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
                /** @description Wrong or missing verify token */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Meta's statuses and incoming messages (X-Hub-Signature-256 over the raw body with WHATSAPP_APP_SECRET; de-duplicated by id); STOP and START */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Handled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                handled: number;
                            };
                        };
                    };
                };
                /** @description Not a WhatsApp Business Account event */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Wrong or missing signature */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Larger than 256 KB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every message of a booking, email and WhatsApp: channel, kind, status and times (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                items: {
                                    id: string;
                                    /** @enum {string} */
                                    channel: "email" | "whatsapp";
                                    kind: string;
                                    status: string;
                                    /** @enum {string} */
                                    recipient: "patient" | "clinic";
                                    attempts: number;
                                    createdAt: string | null;
                                    sentAt: string | null;
                                    deliveredAt: string | null;
                                    readAt: string | null;
                                    failedAt: string | null;
                                    failureReason: string | null;
                                }[];
                                whatsapp: {
                                    optedIn: boolean;
                                    numberOptedOut: boolean;
                                    chatLink: string | null;
                                };
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such booking */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/whatsapp/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest 100 WhatsApp messages and their status (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                provider: "outbox" | "cloud";
                                items: {
                                    id: string;
                                    bookingId: string | null;
                                    reference: string | null;
                                    kind: string;
                                    template: string | null;
                                    to: string;
                                    /** @enum {string} */
                                    status: "queued" | "sending" | "sent" | "delivered" | "read" | "failed" | "dropped";
                                    attempts: number;
                                    createdAt: string;
                                    sentAt: string | null;
                                    failureReason: string | null;
                                }[];
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this booking's WhatsApp updates are on. The manage link's token as `Authorization: Bearer <token>`. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description On or off */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                optedIn: boolean;
                                numberEnding: string | null;
                                numberOptedOut: boolean;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/whatsapp/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn this booking's WhatsApp updates off (messages not yet sent are dropped). The manage link's token as `Authorization: Bearer <token>`. */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Off */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                optedIn: boolean;
                                numberEnding: string | null;
                                numberOptedOut: boolean;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The language of this booking's emails, reminders and WhatsApp messages: en, hi or kn. The manage link's token as `Authorization: Bearer <token>`. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "en" | "hi" | "kn";
                    };
                };
            };
            responses: {
                /** @description The language now chosen */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                locale: "en" | "hi" | "kn";
                            };
                        };
                    };
                };
                /** @description Not a language the clinic writes in */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No valid manage token (the same answer whatever the booking) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's receipt (bill of supply or tax invoice) (manage token) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (A4) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Malformed id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The booking has no receipt */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description It waits for the clinic's legal name and address (Settings → Receipts) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's receipt as a PDF (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (A4) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The booking has no receipt */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description It waits for the clinic's legal name and address (Settings → Receipts) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/bookings/{bookingId}/credit-note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The booking's credit note (manage token) */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Bearer <the manage link's token> */
                    authorization?: string;
                };
                path: {
                    bookingId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (A4) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Malformed id */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No booking with this id and token (the same answer for either) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The booking has no credit note */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description It waits for the clinic's legal name and address (Settings → Receipts) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/credit-note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A booking's credit note as a PDF (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF (A4) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The booking has no credit note */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description It waits for the clinic's legal name and address (Settings → Receipts) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receipts and credit notes issued in a date range (clinic zone): CSV, or a ZIP of the PDFs and the CSV (admin) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    format?: "csv" | "zip";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv or application/zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/zip": string;
                    };
                };
                /** @description Malformed range */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a website review (stored as pending; optional Idempotency-Key header) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        rating: number;
                        comment: string;
                        captchaToken: string;
                        treatment?: string;
                    };
                };
            };
            responses: {
                /** @description Stored, pending approval */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
                /** @description Invalid fields or captcha */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The same Idempotency-Key is in use */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The Idempotency-Key was used with another body */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many reviews from this address */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved website reviews, newest first (public fields only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Approved reviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                name: string;
                                treatment?: string;
                                rating: number;
                                comment: string;
                                createdAt: string;
                            }[];
                            message?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/places/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a Google place id (the spec's path; a signed-in admin only) */
        get: {
            parameters: {
                query: {
                    query: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matching places */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                place_id: string;
                                name: string;
                                formatted_address?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description No key, or Google refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google/places/{placeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clinic's Google place and reviews, through the server's cache (configured place only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    placeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The place (success false when Google failed and nothing is cached) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            details?: {
                                source: string;
                                fetchedAt?: string;
                                totalFromGoogle: number;
                                shown: number;
                            };
                            data?: {
                                place_id: string;
                                name: string;
                                rating?: number;
                                user_ratings_total?: number;
                                formatted_address?: string;
                                website?: string;
                                phone_number?: string;
                                reviews: {
                                    author_name: string;
                                    profile_photo_url?: string;
                                    relative_time_description: string;
                                    rating: number;
                                    text: string;
                                    time?: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Not the configured place */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The robot check the browser shows (CAPTCHA_PROVIDER) and its public site key */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider and site key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                /** @enum {string} */
                                provider: "altcha" | "recaptcha" | "turnstile";
                                siteKey?: string;
                                action?: string;
                                scriptUrl?: string;
                            };
                            message?: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All reviews, newest first (admin; not cached) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description All reviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                name: string;
                                treatment?: string;
                                rating: number;
                                comment: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                updatedAt: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending reviews (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pending reviews */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                name: string;
                                treatment?: string;
                                rating: number;
                                comment: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                updatedAt: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 10 most recent review actions, from the audit log (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recent actions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                action: string;
                                reviewId: string;
                                actor: string;
                                at: string;
                                name?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/{action}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move a review: approve, reject, pending, unapprove, setToPending (admin) */
        patch: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                    action: "approve" | "reject" | "pending" | "unapprove" | "setToPending";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The review after the move */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                id: string;
                                name: string;
                                treatment?: string;
                                rating: number;
                                comment: string;
                                createdAt: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                updatedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Unknown action */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such review */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The status machine does not allow this move */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/reviews/held/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move every review held back (new networks beyond the hourly cap) to pending (admin) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                    /** @description A new UUID per submit, reused when the same submit is retried. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many moved to pending */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                count: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description A request with this Idempotency-Key is still running */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description This Idempotency-Key was used for another request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/held": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete every review held back, permanently (admin) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many were deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                count: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a review permanently (admin) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /** @description Says the call comes from the clinic's own pages (a cross-site form cannot set it). */
                    "X-Clinic-Request": "1";
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No such review */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is over the size limit */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The body is not JSON */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Review statistics (admin; not cached) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts and the average rating */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                total: number;
                                pending: number;
                                approved: number;
                                rejected: number;
                                averageRating: string;
                                heldBack: number;
                                newNetworkLimitPerHour: number;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/google/places/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a Google place id for the settings (admin) */
        get: {
            parameters: {
                query: {
                    query: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Matching places */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                place_id: string;
                                name: string;
                                formatted_address?: string;
                            }[];
                            message?: string;
                        };
                    };
                };
                /** @description No key, or Google refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The going-live check, as npm run preflight prints it (admin; decision 0091) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One line per check: ok, warn or blocks, with what to do */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            data: {
                                checks: {
                                    id: string;
                                    /** @enum {string} */
                                    level: "ok" | "warn" | "blocks";
                                    title: string;
                                    action: string;
                                }[];
                                blocksLaunch: boolean;
                                checkedAt: string;
                            };
                            message?: string;
                        };
                    };
                };
                /** @description Not signed in */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not an admin, or a cross-site request */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @constant */
                            success: false;
                            message: string;
                            /** @enum {string} */
                            code: "bad_request" | "validation_failed" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_reused" | "rate_limited" | "internal_error" | "service_unavailable" | "slot_unavailable" | "closed_day" | "hold_limit" | "request_in_progress" | "payment_failed" | "payment_refunded" | "not_cancellable" | "not_reschedulable" | "change_window_closed" | "booking_changed" | "intake_closed" | "photo_limit" | "record_access_required" | "code_invalid" | "code_expired";
                            requestId?: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
