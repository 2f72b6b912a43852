/** The product logo (the same drawing as /icon.svg), decorative. */
export function AppLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#1f3a5f" />
      <path d="M150 96h152l80 80v232a24 24 0 0 1-24 24H150a24 24 0 0 1-24-24V120a24 24 0 0 1 24-24z" fill="#ffffff" />
      <path d="M302 96v56a24 24 0 0 0 24 24h56z" fill="#d5e3f4" />
      <rect x="170" y="300" width="36" height="84" rx="8" fill="#2f6db5" />
      <rect x="226" y="252" width="36" height="132" rx="8" fill="#2f6db5" />
      <rect x="282" y="212" width="36" height="172" rx="8" fill="#7fa6d6" />
      <rect x="170" y="150" width="92" height="20" rx="10" fill="#7fa6d6" />
      <rect x="170" y="190" width="64" height="20" rx="10" fill="#d5e3f4" />
    </svg>
  );
}
