import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageLayout, PageType } from '@platform/contracts';

export const PAGE_TYPE_LABELS: Record<PageType, MessageDescriptor> = {
  default: msg`Page`,
  news: msg`News`,
  success_story: msg`Success story`,
};

export const PAGE_LAYOUT_LABELS: Record<PageLayout, MessageDescriptor> = {
  wide: msg`Wide (the whole window)`,
  default: msg`Narrow (a reading column)`,
};

/** The colour modes the page preview shows. */
export const PREVIEW_COLOR_MODES = ['light', 'dark'] as const;
export type PreviewColorMode = (typeof PREVIEW_COLOR_MODES)[number];
