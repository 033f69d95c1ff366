import { Trans, useLingui } from '@lingui/react/macro';
import type { PoolProfile } from '@platform/api-client';
import type { ReactNode } from 'react';
import { describeAvailability } from '../labels/availability';
import { languageName } from '../labels/language-names';
import { describeMatchReasons, type MatchReasonNames } from '../utils/match-reasons';

/** Props of {@link PoolProfileCard}. */
export type PoolProfileCardProps = {
  profile: PoolProfile;
  /** Names of the categories and age groups the profile points at. */
  names: MatchReasonNames;
  /** The level of the first name's heading under the page's own heading. */
  headingLevel?: 2 | 3 | 4;
  /** What the reader can do with the profile (reply, …), at the card's foot. */
  children?: ReactNode;
};

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;
/** The pool's words for what a reason says about the profile. */
const READER = 'organization';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-semibold sm:w-40">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * A profile in the pool as an organisation sees it: the first name, the
 * introduction, what the person offers and, when the pool was searched
 * against a vacancy, the match and its reasons. Contact details show only when
 * the API sends them (to the centre's staff). The volunteer's preview uses it too.
 */
export function PoolProfileCard({
  profile,
  names,
  headingLevel = 2,
  children,
}: PoolProfileCardProps) {
  const { t, i18n } = useLingui();
  const Heading = HEADINGS[headingLevel];
  const list = (values: string[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(values);
  const km = (value: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(value);
  const interests = profile.categoryIds.map((id) => names.categoryNames.get(id) ?? id);
  const ageGroup = profile.ageGroupId ? names.ageGroupNames.get(profile.ageGroupId) : undefined;
  const reasons = profile.match
    ? describeMatchReasons(profile.match.reasons, READER, names, i18n)
    : [];
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const hours = profile.hoursPerWeek;
  const travel = profile.travelDistanceKm;
  const distance = profile.distanceKm;
  const score = profile.match ? Math.round(profile.match.score) : 0;
  const distanceText = distance === null ? '' : km(distance);

  return (
    <article className="flex flex-col gap-4 rounded-theme border border-black/10 bg-background p-5 text-text shadow-xs dark:border-white/15">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading className="font-heading text-lg font-semibold">{fullName}</Heading>
        {profile.match && (
          <span className="rounded-theme bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary dark:bg-white/10 dark:text-text">
            <Trans>Match {score}%</Trans>
          </span>
        )}
      </div>
      {reasons.length > 0 && (
        <ul aria-label={t`Why this match`} className="flex flex-wrap gap-2">
          {reasons.map((reason) => (
            <li key={reason} className="rounded-theme border border-primary/40 px-2 py-0.5 text-sm">
              {reason}
            </li>
          ))}
        </ul>
      )}
      {profile.introduction && (
        <p className="whitespace-pre-line leading-relaxed">{profile.introduction}</p>
      )}
      <dl className="flex flex-col gap-2 text-sm">
        {interests.length > 0 && <Row label={<Trans>Interests</Trans>}>{list(interests)}</Row>}
        {profile.skills.length > 0 && (
          <Row label={<Trans>Skills</Trans>}>{list(profile.skills)}</Row>
        )}
        {profile.languages.length > 0 && (
          <Row label={<Trans>Languages</Trans>}>
            {list(profile.languages.map((code) => languageName(code, i18n)))}
          </Row>
        )}
        {profile.availability.length > 0 && (
          <Row label={<Trans>Available</Trans>}>
            {describeAvailability(profile.availability, i18n)}
          </Row>
        )}
        {hours !== null && (
          <Row label={<Trans>Hours a week</Trans>}>
            <Trans>{hours} hours a week</Trans>
          </Row>
        )}
        {(profile.place || distance !== null) && (
          <Row label={<Trans>Place</Trans>}>
            {profile.place}
            {distance !== null && (
              <>
                {profile.place ? ' ' : ''}
                <Trans>({distanceText} km away)</Trans>
              </>
            )}
            {travel !== null && (
              <>
                {' · '}
                <Trans>travels up to {travel} km</Trans>
              </>
            )}
          </Row>
        )}
        {ageGroup && <Row label={<Trans>Age group</Trans>}>{ageGroup}</Row>}
        {profile.wantsOneToOne && (
          <Row label={<Trans>One-to-one support</Trans>}>
            <Trans>Would like to be someone's buddy</Trans>
          </Row>
        )}
        {profile.email && (
          <Row label={<Trans>E-mail address</Trans>}>
            <a href={`mailto:${profile.email}`} className="underline">
              {profile.email}
            </a>
          </Row>
        )}
        {profile.phoneNumber && (
          <Row label={<Trans>Phone number</Trans>}>
            <a href={`tel:${profile.phoneNumber}`} className="underline">
              {profile.phoneNumber}
            </a>
          </Row>
        )}
      </dl>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </article>
  );
}
