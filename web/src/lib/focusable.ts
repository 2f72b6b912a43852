/** The controls a keyboard user can reach with Tab (those with a tabindex of -1 left out). */
export const FOCUSABLE =
  "a[href], button:not(:disabled), input:not(:disabled):not([type='hidden']), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex='-1'])";
