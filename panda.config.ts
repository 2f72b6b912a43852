import { defineConfig } from "@pandacss/dev";

export default defineConfig({
  preflight: true,
  jsxFramework: "react",
  include: ["./web/src/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "web/styled-system",
  conditions: {
    extend: {
      dark: ".dark &",
      light: ":root:not(.dark) &",
    },
  },
  globalCss: {
    "html, body": {
      bg: "bg.canvas",
      color: "fg.default",
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      lineHeight: "1.5",
      WebkitFontSmoothing: "antialiased",
    },
    // The sticky header (h 14) covers the page's top: a control reached with Tab stops below it.
    html: { colorScheme: "light", scrollPaddingTop: "4.5rem" },
    "html.dark": { colorScheme: "dark" },
    "*:focus-visible": {
      outline: "2px solid token(colors.accent.default)",
      outlineOffset: "2px",
    },
    "::selection": { bg: "accent.subtle" },
  },
  theme: {
    extend: {
      keyframes: {
        fadeIn: { from: { opacity: "0" }, to: { opacity: "1" } },
        fadeOut: { from: { opacity: "1" }, to: { opacity: "0" } },
        slideInLeft: { from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } },
        slideOutLeft: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-100%)" } },
        popIn: { from: { opacity: "0", transform: "scale(0.96)" }, to: { opacity: "1", transform: "scale(1)" } },
      },
      tokens: {
        colors: {
          brand: {
            50: { value: "#eef4fb" },
            100: { value: "#d5e3f4" },
            300: { value: "#7fa6d6" },
            500: { value: "#2f6db5" },
            600: { value: "#245a99" },
            700: { value: "#1f3a5f" },
          },
        },
        sizes: { sidebar: { value: "190px" } },
        // The keyboard focus ring of boxed controls (text fields, the file drop box): a line and a soft halo.
        shadows: {
          focusHalo: { value: "0 0 0 1px {colors.accent.default}, 0 0 0 4px color-mix(in srgb, {colors.accent.default} 35%, transparent)" },
          focusHaloDanger: { value: "0 0 0 1px {colors.danger.default}, 0 0 0 4px color-mix(in srgb, {colors.danger.default} 35%, transparent)" },
        },
        zIndex: {
          hide: { value: -1 },
          base: { value: 0 },
          docked: { value: 10 },
          dropdown: { value: 1000 },
          sticky: { value: 1100 },
          banner: { value: 1200 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          popover: { value: 1500 },
          skipLink: { value: 1600 },
          toast: { value: 1700 },
          tooltip: { value: 1800 },
        },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: { base: "{colors.gray.50}", _dark: "{colors.gray.950}" } },
            surface: { value: { base: "{colors.white}", _dark: "{colors.gray.900}" } },
            muted: { value: { base: "{colors.gray.100}", _dark: "{colors.gray.800}" } },
            subtle: { value: { base: "{colors.gray.200}", _dark: "{colors.gray.700}" } },
            inverted: { value: { base: "{colors.gray.900}", _dark: "{colors.gray.50}" } },
          },
          fg: {
            default: { value: { base: "{colors.gray.900}", _dark: "{colors.gray.50}" } },
            muted: { value: { base: "{colors.gray.600}", _dark: "{colors.gray.400}" } },
            inverted: { value: { base: "{colors.white}", _dark: "{colors.gray.900}" } },
          },
          border: {
            default: { value: { base: "{colors.gray.200}", _dark: "{colors.gray.700}" } },
            // Field edges: 3:1 or more against the surface and the page in both themes (WCAG 1.4.11).
            strong: { value: { base: "{colors.gray.500}", _dark: "{colors.gray.500}" } },
          },
          accent: {
            default: { value: { base: "{colors.brand.600}", _dark: "{colors.brand.300}" } },
            emphasis: { value: { base: "{colors.brand.700}", _dark: "{colors.brand.100}" } },
            fg: { value: { base: "{colors.white}", _dark: "{colors.gray.950}" } },
            subtle: { value: { base: "{colors.brand.50}", _dark: "{colors.gray.800}" } },
          },
          danger: {
            default: { value: { base: "{colors.red.600}", _dark: "{colors.red.400}" } },
            fg: { value: { base: "{colors.white}", _dark: "{colors.gray.950}" } },
            subtle: { value: { base: "{colors.red.50}", _dark: "{colors.red.950}" } },
          },
          success: {
            default: { value: { base: "{colors.green.700}", _dark: "{colors.green.400}" } },
            subtle: { value: { base: "{colors.green.50}", _dark: "{colors.green.950}" } },
          },
          overlay: {
            default: { value: { base: "rgba(15, 23, 42, 0.45)", _dark: "rgba(0, 0, 0, 0.6)" } },
          },
        },
      },
    },
  },
});
