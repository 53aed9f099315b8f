import type { SVGProps } from 'react';

export interface LineIconProps extends SVGProps<SVGSVGElement> {
  /** Width and height in pixels; 24 by default, or as the surrounding button sizes its icons. */
  size?: number;
}

/**
 * A line icon drawn from its path data, as lucide-react draws it (same 24-unit grid and stroke),
 * without lucide's runtime: for the few icons of the login page, which keeps its bundle small
 * (every other screen uses lucide-react itself).
 */
function lineIcon(displayName: string, paths: readonly string[]) {
  const Icon = ({ size = 24, ...props }: LineIconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

// Path data from lucide (ISC licence, https://lucide.dev): shield-check, eye and eye-off.
export const ShieldCheckIcon = lineIcon('ShieldCheckIcon', [
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
  'm9 12 2 2 4-4',
]);
export const EyeIcon = lineIcon('EyeIcon', [
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
  'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0',
]);
export const EyeOffIcon = lineIcon('EyeOffIcon', [
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49',
  'M14.084 14.158a3 3 0 0 1-4.242-4.242',
  'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143',
  'm2 2 20 20',
]);
