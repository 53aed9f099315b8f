import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';

import { notify } from '@portal/ui';

import { describeServerFailure } from './server-errors';

/** A refusal the form shows in its FormAlert. */
export interface ServerFormError {
  /** The server's message, else the form's fallback. */
  message: string;
  /** The HTTP status (0 when the server could not be reached), for forms that add a way on. */
  status: number;
}

/** What the form does with the server: the call, and how a refusal is said. */
export interface ServerSubmitOptions<TTransformedValues> {
  /** Sends the checked values; what it throws is shown on the form, which keeps the input. */
  onSubmit: (values: TTransformedValues) => Promise<void>;
  /** What to say when the server refuses without a message of its own. */
  fallback: string;
  /**
   * Where a refusal that names no field is said: 'alert' keeps it in `serverError` for the form's
   * FormAlert (the public forms); 'toast' shows an error toast (the signed-in settings forms).
   */
  failureShownAs?: 'alert' | 'toast';
}

export interface UseServerFormReturn<
  TFieldValues extends FieldValues,
  TContext,
  TTransformedValues,
> {
  /** The react-hook-form form, for `register`, `formState` and a FormProvider. */
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** The form's submit handler: checks, sends, then puts a refusal on the form. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal to show above the form, until the next submit; always null with 'toast'. */
  serverError: ServerFormError | null;
}

/**
 * A react-hook-form form that talks to the server: submit, then on failure put the server's field
 * problems (the `details` of a 400) on the fields of the same name, else keep the server's message
 * for the FormAlert (or toast it). When the failure ended the session, the session's own toast has
 * spoken and the form says nothing more. `formOptions` are useForm's; the fields that can take a
 * server problem are those of `defaultValues`. (Two arguments, so that TypeScript infers the
 * values' types from the resolver before it types `onSubmit`.)
 */
export function useServerForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  formOptions: UseFormProps<TFieldValues, TContext, TTransformedValues>,
  { onSubmit, fallback, failureShownAs = 'alert' }: ServerSubmitOptions<TTransformedValues>,
): UseServerFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>(formOptions);
  const [serverError, setServerError] = useState<ServerFormError | null>(null);
  const { defaultValues } = formOptions;
  const fields = (
    defaultValues && typeof defaultValues === 'object' ? Object.keys(defaultValues) : []
  ) as Path<TFieldValues>[];

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = describeServerFailure<TFieldValues>(error, fields, fallback);
      if (failure.kind === 'fields') {
        for (const { name, message } of failure.errors) {
          form.setError(name, { type: 'server', message });
        }
      } else if (failure.kind === 'message') {
        if (failureShownAs === 'toast') notify.error(failure.message);
        else setServerError({ message: failure.message, status: failure.status });
      }
    }
  });

  // The refusal is set inside the submit, a render before the button leaves its loading state:
  // show both changes in the same frame.
  const shownError = form.formState.isSubmitting ? null : serverError;
  return { form, submit, serverError: shownError };
}
