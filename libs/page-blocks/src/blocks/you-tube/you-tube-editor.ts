import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const youTubeEditor: BlockEditor<'YouTube'> = {
  label: msg`YouTube video`,
  description: msg`A YouTube video that loads only when the visitor presses play.`,
  fields: [
    {
      name: 'videoId',
      kind: 'text',
      label: msg`YouTube video`,
      description: msg`Paste the video's YouTube link (or its 11-character id); only the id is kept.`,
      isRequired: true,
    },
    {
      name: 'title',
      kind: 'text',
      label: msg`Title`,
      description: msg`What the video is about; screen readers read it on the play button.`,
      isRequired: true,
    },
  ],
  create: () => ({ videoId: '', title: '' }),
};
