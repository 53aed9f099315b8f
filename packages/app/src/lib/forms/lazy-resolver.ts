import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (a zod schema and its resolver) loads on the first
 * check, so that a page can show its form without downloading the validation library.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      loading = null; // a failed download is tried again on the next submit
      throw error;
    }
  };
}
