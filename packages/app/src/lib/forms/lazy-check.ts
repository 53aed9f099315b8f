import type { ZodMiniType } from 'zod/mini';

import type { TextFormCheck, TextFormErrors, TextValues } from './useTextForm';

/**
 * A `useTextForm` check by a zod schema whose code loads on the first check, so that a page can
 * show its form without downloading the validation library. Each field shows its first problem.
 */
export function lazySchemaCheck<TValues extends TextValues, TChecked>(
  load: () => Promise<ZodMiniType<TChecked, TValues>>,
): TextFormCheck<TValues, TChecked> {
  let loading: Promise<ZodMiniType<TChecked, TValues>> | null = null;
  return async (values) => {
    loading ??= load();
    let schema: ZodMiniType<TChecked, TValues>;
    try {
      schema = await loading;
    } catch (error) {
      loading = null; // a failed download is tried again on the next submit
      throw error;
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { isValid: true, values: result.data };
    const errors: TextFormErrors<TValues> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof TValues;
      errors[name] ??= issue.message;
    }
    return { isValid: false, errors };
  };
}
