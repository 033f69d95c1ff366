import { useCallback, useEffect, useState } from 'react';

/** Whether a scrolling list is at its start and end, kept up to date as it scrolls or resizes. */
export function useScrollEdges(list: HTMLElement | null) {
  // Before hydration the list is at its start; whether it can scroll is only known in the browser.
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });
  const update = useCallback(() => {
    if (!list) return;
    const isAtStart = list.scrollLeft <= 1;
    const isAtEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) =>
      current.isAtStart === isAtStart && current.isAtEnd === isAtEnd ? current : { isAtStart, isAtEnd },
    );
  }, [list]);
  useEffect(() => {
    if (!list) return undefined;
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [list, update]);
  return edges;
}

/** Smooth scrolling, unless the visitor asked for less motion. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
