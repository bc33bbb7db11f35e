/**
 * Import rules of the architecture (docs/architecture.md), checked by `npm run lint`:
 * web → contract ← server; inside the server routes → services → db | integrations;
 * only the db folder touches the ORM; in the web app features stand apart (index.ts entries only) above
 * components and lib; no cycles.
 */
const server = "^apps/server/src/";
const web = "^apps/web/src/";
module.exports = {
  forbidden: [
    { name: "no-cycles", severity: "error", from: {}, to: { circular: true } },
    {
      name: "web-only-uses-contract",
      comment: "The web app shares code with the server only through packages/contract.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "web-features-stand-apart",
      comment:
        "A web feature uses another feature only through that feature's index.ts; shared code lives in components, lib or app.",
      severity: "error",
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: "web-shared-code-knows-no-feature",
      comment: "components and lib sit under the features: they never import a feature, a route or the app.",
      severity: "error",
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}(features|routes|app)/` },
    },
    {
      name: "server-never-imports-web",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "contract-stands-alone",
      comment: "The contract is shared by both sides; it depends on neither.",
      severity: "error",
      from: { path: "^packages/contract/" },
      to: { path: "^apps/" },
    },
    {
      name: "routes-go-through-services",
      comment: "Routes parse and answer; the rules and the data are reached through services.",
      severity: "error",
      from: { path: `${server}routes/` },
      to: { path: `${server}(db|integrations|jobs)/` },
    },
    {
      name: "only-the-root-composes",
      comment:
        "The composition root (compose.ts, compose/) builds each area's dependencies; routes, services, jobs and the layers below take them and never import it (decision 0124).",
      severity: "error",
      from: { path: `${server}(routes|services|jobs|db|integrations|http)/` },
      to: { path: `${server}(compose\\.ts$|compose/|server\\.ts$|app\\.ts$)` },
    },
    {
      name: "services-do-not-know-http",
      severity: "error",
      from: { path: `${server}services/` },
      to: { path: `${server}(routes|http)/` },
    },
    {
      name: "db-and-integrations-are-leaves",
      severity: "error",
      from: { path: `${server}(db|integrations)/` },
      to: { path: `${server}(routes|services|http|jobs)/` },
    },
    {
      name: "booking-use-cases-record-events",
      comment:
        "A booking use case records what happened (decision 0120); receipts, emails, WhatsApp and the calendar subscribe under services/booking/events.",
      severity: "error",
      from: {
        path: `${server}services/(booking/[^/]+|refund-service|payment-webhook-service)\\.ts$`,
      },
      to: {
        path: `${server}(services/(messages/|booking-email-service|whatsapp/whatsapp-notices|calendar-sync-service|receipts/issue-receipt)|integrations/(calendar|email|whatsapp)/)`,
        pathNot: `${server}integrations/calendar/ics-invite`,
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "only-db-touches-the-orm",
      comment: "Only repository modules (src/db) import Drizzle.",
      severity: "error",
      from: { path: server, pathNot: `${server}db/` },
      to: { path: "node_modules/drizzle-orm" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)(build|dist|\\.react-router)/", "node_modules"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
  },
};
