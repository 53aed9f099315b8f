import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (a zod schema with zod and its resolver) loads on the
 * first check, so that a page shows its form without downloading the validation library
 * (~12 KB gzip). A failed download is tried again on the next check.
 */
export function lazyResolver<TValues extends FieldValues>(
  load: () => Promise<Resolver<TValues>>,
): Resolver<TValues> {
  let loading: Promise<Resolver<TValues>> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<TValues>;
    try {
      resolver = await loading;
    } catch (error) {
      loading = null;
      throw error;
    }
    return resolver(values, context, options);
  };
}
