import { Fragment } from "react";
import { css } from "styled-system/css";
import { emailBreakParts } from "../lib/format";

/**
 * An e-mail address that wraps where a reader would break it: before "@" and after each dot
 * (<wbr>). "break-word", unlike "anywhere", leaves a table column's minimum width at the longest
 * part, so a column does not shrink the address into pieces of a letter or two.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className={css({ overflowWrap: "break-word" })}>
      {emailBreakParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
