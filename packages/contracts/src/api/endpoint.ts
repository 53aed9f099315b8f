import type { z } from 'zod';

import type { TImageBounds } from '../shared/image-bounds.ts';
import type { TRouteTable } from './route.ts';

/** A file part of a multipart body. The server checks the bytes, not the declared type. */
export interface TFilePart {
  /** The accepted media types, as detected from the content. */
  readonly types: readonly string[];
  /** What people call the file, for messages: 'picture'. */
  readonly label: string;
  /** The accepted types in words, for messages: 'a PNG, JPEG, WebP or GIF image'. */
  readonly typesInWords: string;
  readonly description: string;
  /** For an image: the largest picture accepted, measured from its header before any decoding. */
  readonly imageBounds?: TImageBounds;
}

/** A multipart/form-data body: text parts checked by a schema, and named file parts. */
export interface TMultipartForm {
  /** What the form sends, for messages: 'profile'. */
  readonly label: string;
  readonly fields: z.ZodType<Record<string, unknown>>;
  readonly files: Readonly<Record<string, TFilePart>>;
}

/** A download: the body is the file itself. */
export interface TFileAnswer {
  readonly file: readonly string[];
}

/**
 * What an endpoint takes and answers. Params, query and body are parsed by the server before the
 * handler runs (an endpoint without `query` refuses any query string); the answer schema is what
 * the OpenAPI document shows and what the server's tests hold every answer to.
 */
export interface TEndpointSchemas {
  /** One line for the reference page. */
  readonly summary: string;
  /** What a schema cannot say: rules about whose data, side effects. */
  readonly description?: string;
  readonly params?: z.ZodType<Record<string, unknown>>;
  readonly query?: z.ZodType<Record<string, unknown>>;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart body instead of JSON. */
  readonly form?: TMultipartForm;
  readonly response: z.ZodType | TFileAnswer;
  /** The success status; 200 when absent. */
  readonly status?: 200 | 201;
}

/** The schemas of every route of a route table, by the same names: none missing, none extra. */
export type TSchemasFor<R extends TRouteTable> = { readonly [N in keyof R]: TEndpointSchemas };
