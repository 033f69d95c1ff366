export { AvailabilityGrid, type AvailabilityGridProps } from './components/availability-grid';
export {
  EndMatchDialog,
  type EndMatchDialogProps,
  type MatchEnder,
} from './components/end-match-dialog';
export { FacetCount } from './components/facet-count';
export { PoolProfileCard, type PoolProfileCardProps } from './components/pool-profile-card';
export {
  AVAILABILITY_DAY_NAMES,
  AVAILABILITY_PART_NAMES,
  availabilityByDay,
  describeAvailability,
  slotName,
  slotParts,
} from './labels/availability';
export { languageName, languageOptions, PROFILE_LANGUAGE_NAMES } from './labels/language-names';
export {
  describeMatchReason,
  describeMatchReasons,
  type MatchReader,
  type MatchReasonInput,
  type MatchReasonNames,
} from './utils/match-reasons';
