import type { Database } from "./client";

/** A transaction's handle: what every repository function takes when it must run inside one. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The pool or a transaction: a read or a single statement runs on either. */
export type Queryable = Database | Tx;

export function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** A savepoint: the work is undone on error while the outer transaction goes on. */
export function savepoint<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx.transaction(work);
}
