import { icon } from "../../../components/icons";

/** Icons of the verification queue, drawn with the shared helper (24×24 Lucide-style strokes, ISC). */
export const ArchiveIcon = icon(
  <>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </>,
);
export const UndoIcon = icon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
export const WandIcon = icon(
  <>
    <path d="m15 4-1 1M20 9l-1 1M17.8 6.2 19 5M3 21l9-9M12.2 6.2 11 5M15 9l-3 3" />
    <path d="M15 2v2M22 9h-2" />
  </>,
);
export const LayersIcon = icon(
  <>
    <path d="m12 2 10 5-10 5L2 7z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </>,
);
export const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
