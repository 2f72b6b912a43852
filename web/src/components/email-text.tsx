import { Fragment } from "react";
import { css } from "styled-system/css";
import { doiBreakParts, emailBreakParts } from "../lib/format";

/**
 * Text that wraps only between these parts (<wbr>). "break-word", unlike "anywhere", leaves a table
 * column's minimum width at the longest part, so a column does not shrink the text into pieces of
 * a letter or two.
 */
function PartsText({ parts }: { parts: string[] }) {
  return (
    <span className={css({ overflowWrap: "break-word" })}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** An e-mail address that wraps where a reader would break it: before "@" and after each dot. */
export function EmailText({ email }: { email: string }) {
  return <PartsText parts={emailBreakParts(email)} />;
}

/** A DOI that wraps after its slash and its dots, never inside a number someone may copy by eye. */
export function DoiText({ doi }: { doi: string }) {
  return <PartsText parts={doiBreakParts(doi)} />;
}
