/** What an error panel says when a list could not be read and the server gave no reason. */
export const LIST_LOAD_FAILURE =
  'The list could not be loaded. Check your connection and try again.';

/** The same for one record's page. */
export const RECORD_LOAD_FAILURE =
  'This page could not be loaded. Check your connection and try again.';
