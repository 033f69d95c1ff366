/** SVG paths of the toolbar's icon buttons (24 × 24, stroked); the bell is `libs/auth`'s. */
export const TOOLBAR_ICONS = {
  language:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.7 3.8 5.7 3.8 9S14.5 18.3 12 21c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  activity: 'M22 12h-4l-3 9L9 3l-3 9H2',
} as const;

/** The toolbar's right-hand side panels, as values for `setOpenPanel(PANELS.language)`. */
export const PANELS = {
  language: 'language',
  notifications: 'notifications',
  activity: 'activity',
} as const;

export type PanelName = keyof typeof PANELS;
