// spec 9: breakpoints in px. app/styles/breakpoints.css uses the same numbers (checked by a unit test).
export const breakpoints = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for a breakpoint, for use in JS (matchMedia). */
export function mediaUp(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]}px)`;
}
