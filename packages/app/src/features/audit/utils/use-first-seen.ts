import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come into view at least once (then it stays true): a section far down
 * a page reads its data when the person scrolls to it, not when the page opens. Without
 * IntersectionObserver it counts as seen at once.
 */
export function useFirstSeen(ref: RefObject<Element | null>): boolean {
  const [isSeen, setIsSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isSeen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isSeen]);
  return isSeen;
}
