/** A file part of a multipart request that passed its checks (http/multipart.ts reads it). */
export interface UploadedFile {
  bytes: Buffer;
  /** The media type detected from the bytes (never the declared one). */
  type: string;
  /** The file name as the sender's device gave it (folders included), or ''. */
  fileName: string;
}
