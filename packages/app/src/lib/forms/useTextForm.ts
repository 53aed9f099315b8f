import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';

import { describeServerFailure } from './server-errors';
import type { ServerFormError } from './useServerForm';

/** A form's text values by field name. */
export type TextValues = Record<string, string>;

/** Each field's problem, by field name. */
export type TextFormErrors<TValues extends TextValues> = Partial<Record<keyof TValues, string>>;

/** The outcome of checking the values: the values to send, or the problem of each bad field. */
export type TextFormCheck<TValues extends TextValues, TChecked> = (
  values: TValues,
) => Promise<
  { isValid: true; values: TChecked } | { isValid: false; errors: TextFormErrors<TValues> }
>;

export interface UseTextFormOptions<TValues extends TextValues, TChecked> {
  /** Every field with its starting value, in the order of the form. */
  defaultValues: TValues;
  /** Checks the values on submit, and a field again on each change after the first submit. */
  check: TextFormCheck<TValues, TChecked>;
  /** Sends the checked values; what it throws is shown on the form, which keeps the input. */
  onSubmit: (values: TChecked) => Promise<void>;
  /** What to say when the server refuses without a message of its own. */
  fallback: string;
}

/**
 * A form of a few text boxes that talks to the server, for a page that should load little
 * JavaScript (the login page, '/'): it behaves as `useServerForm` does with react-hook-form's
 * defaults (checked on submit, then each field again as it changes; the cursor to the first
 * field with a problem; the server's field problems on their fields, else its message in
 * `serverError`), without the library (~12 KB gzip).
 */
export function useTextForm<TValues extends TextValues, TChecked>({
  defaultValues,
  check,
  onSubmit,
  fallback,
}: UseTextFormOptions<TValues, TChecked>) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<TextFormErrors<TValues>>({});
  const [serverError, setServerError] = useState<ServerFormError | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSubmitted = useRef(false);
  const elements = useRef(new Map<keyof TValues, HTMLInputElement>());
  const fields = Object.keys(defaultValues) as (keyof TValues & string)[];

  // A page rendered ahead of time (the login page) can be typed in before its code runs:
  // hydration keeps what the fields show, and the form takes that as its values.
  useLayoutEffect(() => {
    setValues((current) => {
      const typed = [...elements.current].filter(([name, field]) => field.value !== current[name]);
      if (typed.length === 0) return current;
      return {
        ...current,
        ...Object.fromEntries(typed.map(([name, field]) => [name, field.value])),
      };
    });
  }, []);

  const setFocus = useCallback((name: keyof TValues) => elements.current.get(name)?.focus(), []);

  const recheck = async (name: keyof TValues, next: TValues) => {
    const result = await check(next);
    const problem = result.isValid ? undefined : result.errors[name];
    setErrors((current) => ({ ...current, [name]: problem }));
  };

  const register = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (isSubmitted.current) void recheck(name, next);
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    isSubmitted.current = true;
    setIsSubmitting(true);
    setServerError(null);
    try {
      const result = await check(values);
      if (!result.isValid) {
        const { errors: problems } = result;
        setErrors(problems);
        const first = fields.find((name) => problems[name]);
        if (first) setFocus(first);
        return;
      }
      setErrors({});
      await onSubmit(result.values);
    } catch (error) {
      // The server's refusal, or the checks' code that could not be downloaded (the fallback).
      const failure = describeServerFailure<TextValues>(error, fields, fallback);
      if (failure.kind === 'fields') {
        const fromServer: TextFormErrors<TValues> = {};
        for (const { name, message } of failure.errors) fromServer[name as keyof TValues] = message;
        setErrors(fromServer);
      } else if (failure.kind === 'message') {
        setServerError({ message: failure.message, status: failure.status });
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  return { register, errors, isSubmitting, setFocus, submit, serverError };
}
