import { useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { ColorMode } from './color-mode';
import { colorModeSlice } from './color-mode-slice';

/** Props of {@link ForceColorMode}. */
export type ForceColorModeProps = {
  /** The mode the route must be drawn in, whatever the visitor's preference. */
  mode: ColorMode;
};

/**
 * Draws the page in one mode while mounted (render it in a route's component),
 * then returns to the visitor's preference, which is never overwritten.
 */
export function ForceColorMode({ mode }: ForceColorModeProps) {
  const dispatch = useDispatch();
  useLayoutEffect(() => {
    dispatch(colorModeSlice.actions.colorModeForced(mode));
    return () => {
      dispatch(colorModeSlice.actions.colorModeForceReleased());
    };
  }, [dispatch, mode]);
  return null;
}
