import { useEffect, useRef, useState } from 'react';
import {
  createLoadingBarController,
  LOADING_BAR,
  type LoadingBarController,
  type LoadingBarState,
} from './loading-bar-timing';

/**
 * The loading bar's state for a loading flag, with the timings of spec §9.
 * Connect it to the router: `useRouterState({ select: (s) => s.status === 'pending' })`.
 */
export function useLoadingBar(isLoading: boolean): LoadingBarState {
  const [state, setState] = useState<LoadingBarState>({ isVisible: false, progress: 0 });
  const controllerRef = useRef<LoadingBarController | null>(null);

  useEffect(() => {
    const controller = createLoadingBarController({ onChange: setState });
    controllerRef.current = controller;
    return () => controller.dispose();
  }, []);

  useEffect(() => {
    if (isLoading) controllerRef.current?.start();
    else controllerRef.current?.finish();
  }, [isLoading]);

  return state;
}

/** Props of {@link PageLoadingBar}. */
export type PageLoadingBarProps = {
  /** True while a navigation loads. */
  isLoading: boolean;
  /** Extra classes, e.g. another colour than the theme's primary. */
  className?: string;
};

/**
 * A 3 px bar at the top of the viewport during slow navigations. It is
 * decorative (hidden from assistive technology): the new page's title and
 * focus tell screen-reader users that the navigation finished.
 */
export function PageLoadingBar({ isLoading, className }: PageLoadingBarProps) {
  const { isVisible, progress } = useLoadingBar(isLoading);
  return (
    <div
      aria-hidden="true"
      data-visible={isVisible}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[999] origin-left bg-primary transition-[transform,opacity] duration-200 ease-out data-[visible=false]:opacity-0 ${className ?? ''}`}
      style={{ height: LOADING_BAR.heightPx, transform: `scaleX(${progress})` }}
    />
  );
}
