import * as v from 'valibot';
import { blockButton, blockParagraph, requiredBlockText } from './block-parts';

const cta = v.object({ title: requiredBlockText, text: blockParagraph, button: blockButton });

/** Two calls to action side by side (e.g. for volunteers and for organisations). */
export const dualCtaProps = v.object({ first: cta, second: cta });
