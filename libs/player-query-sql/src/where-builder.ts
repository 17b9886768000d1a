/** A parameterised statement: values travel only as bind parameters, never in `text`. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** Collects AND-ed clauses and their bind values; `bind` hands out the placeholder. */
export class WhereBuilder {
  readonly clauses: string[] = [];
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  add(clause: string) {
    this.clauses.push(clause);
  }
}
