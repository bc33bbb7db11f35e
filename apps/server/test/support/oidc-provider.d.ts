// oidc-provider ships no types; the test provider uses a small part of it.
declare module "oidc-provider";
