// oidc-provider ships no types; the e2e's test provider uses a small part of it.
declare module "oidc-provider";
