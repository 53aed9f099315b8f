import { fieldValueProblem, type TDocumentField } from '@portal/contracts';

import { fieldsToFill, isFieldFilled, takesText, type FillState } from './filling';

/*
 * The form's own checks before it goes on: the one value rule the server applies too
 * (`fieldValueProblem`, which loads zod: this module comes with the completing dialog only).
 */

/** What is wrong with the field's value, as a sentence under its input (null: nothing). */
export function valueProblem(field: TDocumentField, fill: FillState): string | null {
  if (field.type !== 'checkbox' && !takesText(field)) return null;
  const value = fill.values[field.id];
  if (value === undefined) return null;
  const problem = fieldValueProblem(field, value);
  return problem ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : null;
}

/** Every value problem of the form, by field id. */
export function valueProblems(
  fields: readonly TDocumentField[],
  fill: FillState,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = valueProblem(field, fill);
    if (problem) problems[field.id] = problem;
  }
  return problems;
}

/** What stops the form going to the review: required fields empty, values the rule refuses. */
export interface FormCheck {
  /** The required fields still empty, in reading order. */
  missing: TDocumentField[];
  /** The value problems by field id. */
  problems: Record<string, string>;
  /** The first field to fix in reading order (empty or refused); null when all is well. */
  first: TDocumentField | null;
}

export function checkForm(fields: readonly TDocumentField[], fill: FillState): FormCheck {
  const ordered = fieldsToFill(fields);
  const missing = ordered.filter((field) => field.required && !isFieldFilled(field, fill));
  const problems = valueProblems(ordered, fill);
  const first = ordered.find((field) => problems[field.id] || missing.includes(field)) ?? null;
  return { missing, problems, first };
}
