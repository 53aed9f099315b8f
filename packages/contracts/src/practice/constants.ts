/*
 * The practice's own settings (issue 31), without a schema: kept by the superadmin in one place,
 * each change audited; later issues add their rows.
 */

/** The disclosure a client reads and accepts before its first electronic signature: its length. */
export const SIGNING_DISCLOSURE_MIN_LENGTH = 100;
export const SIGNING_DISCLOSURE_MAX_LENGTH = 20_000;

/** The largest sealed PDF sent as an e-mail attachment when the practice asks for it. */
export const SIGNED_PDF_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The disclosure's first version, until the superadmin writes the practice's own. */
export const DEFAULT_SIGNING_DISCLOSURE = `Before you sign documents electronically, please read this.

By accepting, you agree to receive documents from the practice and to sign them electronically in this portal. Your electronic signature has the same effect as a signature on paper.

Each document you sign is sealed: its PDF carries a certificate page with your name, the time of each step and this disclosure's version, and any later change to the file can be detected.

You can ask the practice for a paper copy of any document, or to sign on paper instead, at any time, at no cost. You can withdraw this consent by telling the practice; documents signed before remain valid.

To sign and keep your documents you need a current web browser and a PDF reader; you can download each signed document from your portal.`;
