/**
 * Where the arrow keys (and Home, End) move in a toolbar of `count` buttons from the one at
 * `current`, wrapping around; null for any other key (the toolbar's one tab stop, WAI-ARIA).
 */
export function toolbarKeyTarget(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  return key === 'End' ? count - 1 : null;
}
