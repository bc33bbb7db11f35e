import { configure } from "@testing-library/react";

/**
 * The web's component tests wait up to 5 s for what a screen shows (`findBy…`, `waitFor`), not the
 * library's 1 s: role queries over a dialog's DOM in happy-dom took longer than 1 s when the two
 * cores were shared with a build or the server suite, and a screen that is right must not fail then.
 */
configure({ asyncUtilTimeout: 5_000 });
