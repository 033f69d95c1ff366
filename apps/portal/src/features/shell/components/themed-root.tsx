import { useCurrentCenter } from '@platform/api-client';
import { useTheme } from '@platform/theme';
import { Outlet } from '@tanstack/react-router';

/** Applies the centre's theme to every portal page; each layout below draws its own frame. */
export function ThemedRoot() {
  const { center } = useCurrentCenter();
  useTheme(center.profile);
  return <Outlet />;
}
