import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSignOut } from '../session/use-sign-out';

/**
 * `/uitloggen`: signs out (server errors ignored, spec §8) and goes home. The
 * cached user is cleared 500 ms later, after the home page has taken over.
 */
export function SignOutScreen() {
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(undefined, { onSettled: () => void navigate({ to: '/', replace: true }) });
  }, [mutate, navigate]);
  return (
    <div className="flex flex-1 items-center justify-center p-8">
      <p role="status">
        <Trans>Signing out…</Trans>
      </p>
    </div>
  );
}
