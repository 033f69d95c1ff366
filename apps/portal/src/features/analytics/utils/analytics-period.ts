import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsPeriod } from '@platform/api-client';
import { zonedParts } from '@platform/i18n';
import { isoDateParam, optionalParam, uuidParam } from '@platform/ui';
import * as v from 'valibot';

export const PERIOD_PRESETS = ['7', '30', '90', '365', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  '7': msg`Last 7 days`,
  '30': msg`Last 30 days`,
  '90': msg`Last 90 days`,
  '365': msg`Last year`,
  custom: msg`Custom range`,
};

/** The analytics pages' URL: a preset, or a custom range (`from`, `to`), and for admins a centre. */
export const analyticsSearchSchema = v.object({
  period: optionalParam(v.picklist(PERIOD_PRESETS)),
  from: optionalParam(isoDateParam),
  to: optionalParam(isoDateParam),
  center: optionalParam(uuidParam),
});
export type AnalyticsSearch = v.InferOutput<typeof analyticsSearchSchema>;

/** Whether the preset is a range of the user's own choosing. */
export function isCustom(preset: PeriodPreset): boolean {
  return preset === 'custom';
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period the URL asks for: the last 30 days unless a preset or a whole custom range is given. */
export function periodOf(search: AnalyticsSearch, now = new Date()): AnalyticsPeriod & { preset: PeriodPreset } {
  // The centre's calendar day, as the API counts days.
  const today = zonedParts(now).date;
  const center = search.center ? { centerId: search.center } : {};
  if (search.period === 'custom' && search.from && search.to) return { preset: 'custom', from: search.from, to: search.to, ...center };
  const preset = search.period && search.period !== 'custom' ? search.period : '30';
  return { preset, from: addDays(today, 1 - Number(preset)), to: today, ...center };
}
