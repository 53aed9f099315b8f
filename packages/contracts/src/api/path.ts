// Apart from the table (route-table.ts), so that a bundle that fills paths without the whole table
// (the app's '/') does not carry it.

/** The `:name` parameters of a path, as a type: '/clients/:id' -> 'id'. */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Fills a path's `:name` parameters, encoded: fillPath('/clients/:id', { id }) -> '/clients/<id>'. */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${path}: missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}
