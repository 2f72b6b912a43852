import type { SVGProps } from "react";

/** Small stroke icons for the pager and sort buttons; decorative, the buttons carry the names. */
function Svg({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FirstPageIcon = () => (
  <Svg>
    <path d="m17 18-6-6 6-6" />
    <path d="M7 6v12" />
  </Svg>
);
export const PreviousPageIcon = () => (
  <Svg>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
export const NextPageIcon = () => (
  <Svg>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
export const LastPageIcon = () => (
  <Svg>
    <path d="m7 18 6-6-6-6" />
    <path d="M17 6v12" />
  </Svg>
);
export const SearchIcon = () => (
  <Svg>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
);
/** Up and down arrows; the active direction is drawn in full, the other faded. */
export const SortIcon = ({ direction }: { direction: "asc" | "desc" | undefined }) => (
  <Svg width="14" height="14">
    <path d="m7 9 5-5 5 5" opacity={direction === "asc" ? 1 : 0.35} />
    <path d="m7 15 5 5 5-5" opacity={direction === "desc" ? 1 : 0.35} />
  </Svg>
);
