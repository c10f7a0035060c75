import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './index';

const SLOT_PREFIX = '\u0000slot:';

/** A named parameter in a prepared query's builder; the value is bound per call. */
export type Slot = <T>(name: string) => T;

interface Template {
  compiled: CompiledQuery;
  /** Per compiled parameter: the slot it is bound from, or undefined for a constant of the builder. */
  slots: Array<string | undefined>;
}

/**
 * A query built and compiled once per database handle, then run with fresh values: the hot paths (the session
 * lookup behind every authenticated request) skip Kysely's builder and compiler, which cost more than the query.
 * `build` marks values with `slot('name')`; everything else in it is fixed at the first call.
 *
 *   const findThing = preparedQuery<{ id: number }, Row>((db, slot) =>
 *     db.selectFrom('things').selectAll().where('id', '=', slot('id')));
 *   const rows = await findThing(db, { id: 7 });
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Executor, slot: Slot) => Compilable<R>,
): (db: Executor, params: P) => Promise<R[]> {
  const templates = new WeakMap<Executor, Template>();
  const slot: Slot = <T>(name: string) => `${SLOT_PREFIX}${name}` as T;
  const templateFor = (db: Executor): Template => {
    let template = templates.get(db);
    if (!template) {
      const compiled = build(db, slot).compile();
      const slots = compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(SLOT_PREFIX) ? p.slice(SLOT_PREFIX.length) : undefined,
      );
      template = { compiled, slots };
      templates.set(db, template);
    }
    return template;
  };
  return async (db, params) => {
    const { compiled, slots } = templateFor(db);
    const parameters = compiled.parameters.map((fixed, i) => {
      const name = slots[i];
      if (name === undefined) return fixed;
      if (!(name in params)) throw new Error(`prepared query: no value for slot ${name}`);
      return params[name];
    });
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
