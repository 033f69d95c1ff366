import * as v from 'valibot';
import { markdownSource } from './block-parts';

/** Markdown text: headings, lists, links and emphasis, written as Markdown. */
export const markdownTextProps = v.object({ markdown: markdownSource });
