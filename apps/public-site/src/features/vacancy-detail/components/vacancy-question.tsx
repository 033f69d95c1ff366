import { Trans } from '@lingui/react/macro';
import type { PublicVacancy } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { QuestionBox } from './question-box';

const AskOrganization = lazy(() =>
  import('./ask-organization').then((module) => ({ default: module.AskOrganization })),
);

/**
 * "A question?" beside a vacancy: a visitor is asked to sign in first (also
 * what the server renders) and comes back here; for a signed-in visitor the
 * conversation about the vacancy or a way to start one, loaded only then.
 */
export function VacancyQuestion({ vacancy }: { vacancy: PublicVacancy }) {
  const { isSignedIn } = useSession();
  const { href } = useLocation();
  const organization = vacancy.organization;
  if (!organization) return null;
  const organizationName = organization.name;
  if (isSignedIn) {
    return (
      <Suspense fallback={null}>
        <AskOrganization vacancy={vacancy} organizationName={organizationName} />
      </Suspense>
    );
  }
  return (
    <QuestionBox>
      <p>
        <Trans>
          <Link to="/auth/login-1" search={{ redirect: href }} className="font-semibold underline">
            Sign in
          </Link>{' '}
          to send {organizationName} a message about this vacancy.
        </Trans>
      </p>
    </QuestionBox>
  );
}
